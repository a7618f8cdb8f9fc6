// The signature on record: its image, when and how it was made; or that there is none yet.
import { Card, NonIdealState } from '@blueprintjs/core';
import { formatMonthFirst } from '../../dates/timestamps';
import type { SignatureMethod } from '../../gql/graphql';

const madeBy: Record<SignatureMethod, string> = { DRAWN: 'Drawn', TYPED: 'Typed', UPLOADED: 'Uploaded image' };

export function SavedSignature({
  name,
  own = false,
  url,
  signedAt,
  method,
  typedName,
}: {
  name: string;
  /** The signed-in person's own signature: spoken to as "you". */
  own?: boolean;
  url: string | null | undefined;
  signedAt?: string | null | undefined;
  method?: SignatureMethod | null | undefined;
  typedName?: string | null | undefined;
}) {
  return (
    <Card className="signature-saved">
      <h4 className="signature-heading">Saved signature</h4>
      {url ? (
        <>
          <div className="signature-frame">
            <img className="signature-image" src={url} alt={`Signature of ${name}`} />
          </div>
          <p className="kit-muted">
            {method ? madeBy[method] : 'Signed'}
            {typedName ? ` (“${typedName}”)` : ''}
            {signedAt ? `, ${formatMonthFirst(signedAt) ?? signedAt}` : ''}
          </p>
        </>
      ) : (
        <NonIdealState
          icon="draw"
          title="No signature yet"
          description={`${own ? 'You have' : `${name} has`} not signed. Draw, type or upload a signature to save one.`}
        />
      )}
    </Card>
  );
}
