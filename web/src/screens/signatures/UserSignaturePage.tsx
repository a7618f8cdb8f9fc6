// A person's signature (a staff member's, a parent's, one's own): the one on record and the control that replaces
// it; for those who manage staff, the signing link too.
import { useQuery } from '@apollo/client/react';
import { Callout, Spinner } from '@blueprintjs/core';
import { useNotices } from '../../app/notices';
import { useUpload } from '../../kit';
import { notSavedMessage, saveProblem } from './saveProblem';
import { SavedSignature } from './SavedSignature';
import { SignatureEditor, type SignatureDraft } from './SignatureEditor';
import { SigningLink } from './SigningLink';
import { UpdateUserSignatureMutation, UserSignatureQuery } from './operations';
import './signatures.css';

/** `own`: the signed-in person's page (no signing link); `titled`: the page shows whose signature it is itself. */
export function UserSignaturePage({ userId, own = false, titled = false }: { userId: string; own?: boolean; titled?: boolean }) {
  const notices = useNotices();
  const { data, loading, error, refetch } = useQuery(UserSignatureQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const upload = useUpload(UpdateUserSignatureMutation);
  const signature = data?.userSignature;

  if (loading && !signature) return <Spinner aria-label="Loading the signature" />;
  if (!signature) {
    return (
      <Callout intent="danger" title="The signature could not be loaded">
        {error?.message ?? 'Please try again.'}
      </Callout>
    );
  }

  const save = async ({ file, method, typedName }: SignatureDraft): Promise<string | null> => {
    try {
      const saved = await upload.send({ userId, input: { signature: file, method, typedName } });
      if (!saved) return notSavedMessage;
      notices.toast(own ? 'Your signature was saved.' : `The signature of ${signature.name} was saved.`, 'success');
      await refetch();
      return null;
    } catch (caught) {
      return saveProblem(caught);
    }
  };

  return (
    <div className="signature-page">
      {titled && <h3 className="signature-title">{signature.name}</h3>}
      <div className="signature-columns">
        <SavedSignature
          name={signature.name}
          own={own}
          url={signature.url}
          signedAt={signature.signedAt}
          method={signature.method}
          typedName={signature.typedName}
        />
        <div className="signature-new">
          <h4 className="signature-heading">{signature.url ? 'Replace the signature' : 'Add a signature'}</h4>
          <SignatureEditor signerName={signature.name} progress={upload.progress} onSave={save} />
        </div>
      </div>
      {signature.signingToken && !own && (
        <SigningLink userId={userId} name={signature.name} token={signature.signingToken} expiresAt={signature.signingTokenExpiresAt} />
      )}
    </div>
  );
}
