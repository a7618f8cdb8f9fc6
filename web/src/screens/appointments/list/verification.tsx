// A session's verification as the list shows it: Verified with who signed and when, Requested with when the last
// request left, else Unverified.
import { Tag } from '../../../kit/Tag';
import { formatTimestampDay } from '../../../dates/timestamps';
import type { AppointmentListQuery } from '../../../gql/graphql';

export type ListedAppointment = AppointmentListQuery['page']['nodes'][number];

function signedBy(role: string, signature: { name: string; signedAt: string } | null | undefined): string | null {
  return signature ? `${role}: ${signature.name}, ${formatTimestampDay(signature.signedAt) ?? signature.signedAt}` : null;
}

export function VerificationCell({ row }: { row: ListedAppointment }) {
  const { verification } = row;
  const signatures = [signedBy('Parent', verification?.parent), signedBy('Staff', verification?.staff)].filter((text) => text !== null);
  if (signatures.length === 0 && row.verificationStatus === 'Verified' && row.verifiedByName) {
    signatures.push(`${row.verifiedByName}${row.verifiedAt ? `, ${formatTimestampDay(row.verifiedAt)}` : ''}`);
  }
  if (signatures.length > 0) {
    return (
      <span className="list-verification">
        <Tag minimal intent="success">
          Verified
        </Tag>
        <span className="kit-muted">{signatures.join('; ')}</span>
      </span>
    );
  }
  const requestedAt = verification?.lastRequestedAt ?? row.signRequestedAt;
  if (requestedAt) {
    return (
      <span className="list-verification">
        <Tag minimal intent="warning">
          Requested
        </Tag>
        <span className="kit-muted">{formatTimestampDay(requestedAt)}</span>
      </span>
    );
  }
  return <Tag minimal>Unverified</Tag>;
}
