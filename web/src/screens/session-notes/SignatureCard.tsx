// A signature given on the note: whose, for which side, when and how, with its image.
import { Card } from '@blueprintjs/core';
import { formatMonthFirst } from '../../dates/timestamps';
import type { Note } from './model';

export const signerLabels = { PROVIDER: 'Provider', GUARDIAN: 'Guardian' } as const;
const madeBy = { DRAWN: 'drawn', TYPED: 'typed', UPLOADED: 'uploaded image' } as const;

export function SignatureCard({ signature }: { signature: Note['signatures'][number] }) {
  return (
    <Card className="session-note-signature" compact>
      <strong>
        {signerLabels[signature.role]}: {signature.name}
      </strong>
      <div className="signature-frame">
        <img className="signature-image" src={signature.url} alt={`${signerLabels[signature.role]} signature of ${signature.name}`} />
      </div>
      <p className="kit-muted">
        Signed {formatMonthFirst(signature.signedAt) ?? signature.signedAt} ({madeBy[signature.method]})
      </p>
    </Card>
  );
}
