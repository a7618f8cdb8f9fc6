// A check's outcome at a glance: Active, Inactive, Checking…, Failed, or Not checked when there is none; active
// coverage ending within 30 days says so.
import { Tag } from '../../kit/Tag';
import type { EligibilityStatus } from '../../gql/graphql';
import { checkStatusIntents, checkStatusLabels } from './coverage';

export interface CoverageTagProps {
  status: EligibilityStatus | null;
  endingSoon?: boolean;
}

export function CoverageTag({ status, endingSoon = false }: CoverageTagProps) {
  if (status === null) return <Tag minimal>Not checked</Tag>;
  return (
    <span className="eligibility-tags">
      <Tag minimal={status === 'PENDING'} intent={checkStatusIntents[status]} icon={status === 'PENDING' ? 'time' : undefined}>
        {checkStatusLabels[status]}
      </Tag>
      {endingSoon && (
        <Tag minimal intent="warning">
          Ends soon
        </Tag>
      )}
    </span>
  );
}
