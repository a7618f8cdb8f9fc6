// /client-details-portal/:token/:document_id: one document shared with the family: its text, its PDF, and the signature
// control (draw, type or upload) when the family is asked to sign it; once signed, the signature and when.
import { AnchorButton, Callout, Card } from '@blueprintjs/core';
import { Link } from 'react-router';
import { formatMonthFirst } from '../../dates/timestamps';
import { useUpload } from '../../kit';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { notSavedMessage, saveProblem } from '../signatures/saveProblem';
import { SignatureEditor, type SignatureDraft } from '../signatures/SignatureEditor';
import { SignPortalDocumentMutation } from './operations';
import { PortalFrame } from './PortalFrame';
import { usePortalDocument } from './usePortal';

export function PortalDocument() {
  const { token, id, query, document } = usePortalDocument();
  const upload = useUpload(SignPortalDocumentMutation);

  const sign = async ({ file, method, typedName }: SignatureDraft): Promise<string | null> => {
    try {
      const answer = await upload.send({ token, id, input: { signature: file, method, typedName } });
      if (!answer) return notSavedMessage;
      await query.refetch();
      return null;
    } catch (caught) {
      return fieldErrorsOf(caught).signature ?? saveProblem(caught);
    }
  };

  return (
    <PortalFrame loading={query.loading} error={query.error} ready={document !== undefined} retry={() => void query.refetch()}>
      {document && (
        <>
          <p>
            <Link to={`/client-portal/${encodeURIComponent(token)}`}>All documents</Link>
          </p>
          <h1 className="portal-title">{document.title}</h1>
          <div className="portal-actions">
            <AnchorButton icon="document-open" href={document.url} target="_blank" rel="noreferrer" text="Open the PDF" />
          </div>
          {document.html && (
            <Card className="portal-text" aria-label="Document text">
              {/* The practice's filled template: its HTML escapes every value. */}
              <div dangerouslySetInnerHTML={{ __html: document.html }} />
            </Card>
          )}
          {document.signatureRequired && document.signed && (
            <Callout intent="success" icon="tick-circle" title="Signed">
              You signed this document{document.signedAt ? ` on ${formatMonthFirst(document.signedAt) ?? document.signedAt}` : ''}. Thank you.
              {document.signatureUrl && <img className="portal-signature" src={document.signatureUrl} alt="Your signature" />}
            </Callout>
          )}
          {document.signatureRequired && !document.signed && (
            <section className="portal-sign" aria-label="Sign this document">
              <h2>Sign this document</h2>
              <p>By signing you agree to the document above. Draw your signature, type your name, or upload an image of it.</p>
              <SignatureEditor signerName="You" progress={upload.progress} onSave={sign} saveText="Sign" />
            </section>
          )}
        </>
      )}
    </PortalFrame>
  );
}
