// The guest signature page (/update-signature/{id}?token=…): works signed out, for the one person its link names.
// It shows whose signature is asked for; a wrong, tampered, expired or used link is refused with the reason, and
// nothing is saved.
import { useQuery } from '@apollo/client/react';
import { Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isAnnounced } from '../../app/links';
import { formatMonthFirst } from '../../dates/timestamps';
import { useUpload } from '../../kit';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { notSavedMessage, saveProblem } from './saveProblem';
import { SignatureEditor, type SignatureDraft } from './SignatureEditor';
import { SignatureRequestQuery, SignWithLinkMutation } from './operations';
import './signatures.css';

function Refusal({ reason }: { reason: string }) {
  return <NonIdealState icon="disable" title="This signing link cannot be used" description={reason} />;
}

export function GuestSignature() {
  const { user_id: userId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error } = useQuery(SignatureRequestQuery, {
    variables: { userId, token },
    skip: !token || !userId,
    fetchPolicy: 'network-only',
  });
  const upload = useUpload(SignWithLinkMutation);
  const [signed, setSigned] = useState<{ name: string; url: string | null; signedAt: string | null } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const request = data?.signatureRequest;

  if (!token || !userId)
    return <NonIdealState icon="link" title="This link is incomplete" description="Open the signing link from the message the practice sent you." />;
  if (refused) return <Refusal reason={refused} />;
  if (loading && !request) return <Spinner aria-label="Loading the signing link" />;
  if (!request) {
    const reason = Object.values(fieldErrorsOf(error))[0];
    return <Refusal reason={reason ?? (error && !isAnnounced(error) ? error.message : 'Please ask the practice for a new link.')} />;
  }

  const done = signed ?? (request.signed ? { name: request.name, url: request.url ?? null, signedAt: request.signedAt ?? null } : null);
  if (done) {
    return (
      <div className="signature-guest">
        <Callout intent="success" icon="tick-circle" title={`Thank you, ${done.name}`}>
          Your signature was saved{done.signedAt ? ` on ${formatMonthFirst(done.signedAt) ?? done.signedAt}` : ''}. You can close this page.
        </Callout>
        {done.url && (
          <Card className="signature-frame">
            <img className="signature-image" src={done.url} alt={`Signature of ${done.name}`} />
          </Card>
        )}
      </div>
    );
  }

  const save = async ({ file, method, typedName }: SignatureDraft): Promise<string | null> => {
    try {
      const answer = await upload.send({ userId, token, input: { signature: file, method, typedName } });
      if (!answer) return notSavedMessage;
      const given = answer.signWithLink;
      setSigned({ name: given.name, url: given.url ?? null, signedAt: given.signedAt ?? null });
      return null;
    } catch (caught) {
      // The link stopped working meanwhile (used, expired): the page says so instead of the form.
      const linkProblem = fieldErrorsOf(caught).token;
      if (linkProblem) setRefused(linkProblem);
      return linkProblem ?? saveProblem(caught);
    }
  };

  return (
    <div className="signature-guest">
      <Card>
        <h1 className="signature-guest-title">Signature of {request.name}</h1>
        <p>
          {request.title ? `${request.title}. ` : ''}The practice asks for your signature. Draw it, type your name, or upload an image of it. This
          link works for {request.name} only, for one signature, until {formatMonthFirst(request.expiresAt) ?? request.expiresAt}.
        </p>
        <SignatureEditor signerName={request.name} progress={upload.progress} onSave={save} saveText="Sign" />
      </Card>
    </div>
  );
}
