// Signing and completing a draft: the checks made at signing (an overlapping session blocks completion; units over
// the authorization and no authorization are warnings the signer confirms), the provider's signature and the
// guardian's when the template asks, with the one signature control; then Complete, which locks the note.
import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useNotices } from '../../app/notices';
import type { SessionTemplateSigner } from '../../gql/graphql';
import { useUpload, useWrite } from '../../kit';
import { SignatureEditor, type SignatureDraft } from '../signatures/SignatureEditor';
import { notSavedMessage, saveProblem } from '../signatures/saveProblem';
import { answerList, type Answers, type Note } from './model';
import { CompleteSessionNoteMutation, SignSessionNoteMutation } from './operations';
import { SignatureCard, signerLabels } from './SignatureCard';

export const guardianNameMessage = 'Enter the guardian’s name before signing.';

function Checks({ checks }: { checks: Note['checks'] }) {
  if (checks.length === 0) {
    return (
      <Callout intent="success" icon="tick-circle" title="No problems found">
        No overlapping session, and the authorization covers the session’s units.
      </Callout>
    );
  }
  return (
    <ul className="session-note-checks" aria-label="Checks at signing">
      {checks.map((check) => (
        <li key={`${check.kind}-${check.message}`}>
          <Callout
            intent={check.blocking ? 'danger' : 'warning'}
            icon={check.blocking ? 'error' : 'warning-sign'}
            title={check.blocking ? 'Blocks completion' : 'Warning'}
          >
            {check.message}
          </Callout>
        </li>
      ))}
    </ul>
  );
}

function SignerSlot({
  role,
  note,
  flush,
  onNote,
}: {
  role: SessionTemplateSigner;
  note: Note;
  flush: () => Promise<boolean>;
  onNote: (note: Note) => void;
}) {
  const notices = useNotices();
  const upload = useUpload(SignSessionNoteMutation);
  const [guardianName, setGuardianName] = useState('');
  const given = note.signatures.find((signature) => signature.role === role);
  if (given) return <SignatureCard signature={given} />;
  const sign = async ({ file, method }: SignatureDraft): Promise<string | null> => {
    if (role === 'GUARDIAN' && guardianName.trim() === '') return guardianNameMessage;
    if (!(await flush())) return 'Save the draft first: it has a problem shown above.';
    try {
      const saved = await upload.send({
        input: { sessionId: note.sessionId, role, method, name: role === 'GUARDIAN' ? guardianName.trim() : null, signature: file },
      });
      if (!saved) return notSavedMessage;
      notices.toast(`${signerLabels[role]} signature added.`, 'success');
      onNote(saved.signSessionNote);
      return null;
    } catch (caught) {
      return saveProblem(caught);
    }
  };
  return (
    <div className="session-note-signer">
      <h4 className="signature-heading">{signerLabels[role]} signature</h4>
      {role === 'GUARDIAN' && (
        <FormGroup label="Guardian’s name" labelFor="guardian-name">
          <InputGroup id="guardian-name" value={guardianName} onValueChange={setGuardianName} />
        </FormGroup>
      )}
      <SignatureEditor
        signerName={role === 'PROVIDER' ? 'the provider' : 'the guardian'}
        progress={upload.progress}
        saveText={`Sign as ${signerLabels[role].toLowerCase()}`}
        onSave={sign}
      />
    </div>
  );
}

export function SigningStep({
  note,
  answers,
  flush,
  onNote,
}: {
  note: Note;
  answers: Answers;
  flush: () => Promise<boolean>;
  onNote: (note: Note) => void;
}) {
  const complete = useWrite(CompleteSessionNoteMutation);
  const [acknowledged, setAcknowledged] = useState(false);
  // A refusal stays shown until the signatures change (signing answers it).
  const [refusal, setRefusal] = useState<{ signatures: number; problems: string[] }>({ signatures: 0, problems: [] });
  const problems = refusal.signatures === note.signatures.length ? refusal.problems : [];
  const blocking = note.checks.some((check) => check.blocking);
  const warnings = note.checks.filter((check) => !check.blocking);
  const roles: SessionTemplateSigner[] = note.requiresGuardianSignature ? ['PROVIDER', 'GUARDIAN'] : ['PROVIDER'];

  const submit = async () => {
    if (!(await flush())) return;
    const result = await complete.run(
      { input: { sessionId: note.sessionId, answers: answerList(answers), acknowledgeChecks: acknowledged } },
      'Note completed and locked.',
    );
    if (result.ok) onNote(result.data.completeSessionNote);
    const messages = result.ok
      ? []
      : Object.values(result.fieldErrors).length > 0
        ? Object.values(result.fieldErrors)
        : result.message
          ? [result.message]
          : [];
    setRefusal({ signatures: note.signatures.length, problems: messages });
  };

  return (
    <section className="kit-section session-note-step" aria-labelledby="signing-heading">
      <h3 id="signing-heading">Sign and complete</h3>
      <Checks checks={note.checks} />
      <p className="kit-muted">A change to the answers after signing removes the signatures: sign again once the note reads as it should.</p>
      <div className="session-note-signers">
        {roles.map((role) => (
          <SignerSlot key={role} role={role} note={note} flush={flush} onNote={onNote} />
        ))}
      </div>
      {warnings.length > 0 && !blocking && (
        <Checkbox
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          label={`I have reviewed the ${warnings.length === 1 ? 'warning' : `${warnings.length} warnings`} above and the note is complete.`}
        />
      )}
      {problems.length > 0 && (
        <Callout intent="danger" title="The note was not completed" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="kit-toolbar">
        <Button intent="primary" icon="lock" text="Complete note" loading={complete.pending} disabled={blocking} onClick={() => void submit()} />
        {blocking && <span className="kit-muted">Fix the overlapping session first; then complete the note.</span>}
      </div>
    </section>
  );
}
