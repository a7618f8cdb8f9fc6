// Coverage at a glance on a student's funder: the membership's newest check as a tag (Active, Inactive, Checking…,
// Failed, Not checked), what is left of the benefit, when it was checked, and a button to check it now (or
// resend a failed check). Every row of the student's funders reads the same query, so the page asks once; it is
// polled while a check is on its way.
import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@blueprintjs/core';
import { formatTimestampDay } from '../../dates/timestamps';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import { remaining } from './coverage';
import { CoverageTag } from './CoverageTag';
import { StudentCoverageQuery } from './operations';
import { useCheckWrite } from './useCheckWrite';
import './eligibility.css';

export interface FunderCoverageProps {
  studentId: string;
  studentFunderId: string;
  funderName: string;
  /** An inactive membership is not checked. */
  active: boolean;
}

export function FunderCoverage({ studentId, studentFunderId, funderName, active }: FunderCoverageProps) {
  const query = useQuery(StudentCoverageQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const checks = query.data?.checks.nodes ?? [];
  const check = checks.find((row) => row.studentFunderId === studentFunderId) ?? null;
  useVisiblePolling(
    checks.some((row) => row.status === 'PENDING'),
    query,
  );
  const writes = useCheckWrite();

  if (!query.data && query.loading) return <Spinner size={16} aria-label={`Loading the coverage of ${funderName}`} />;
  if (!query.data && query.error) return <span className="kit-muted">Coverage could not be loaded</span>;

  const run = async () => {
    const sent = check?.status === 'FAILED' ? await writes.resend(check.id) : await writes.check({ studentId, studentFunderId });
    if (sent) void query.refetch();
  };
  const failed = check?.status === 'FAILED';

  return (
    <div className="eligibility-glance">
      <CoverageTag status={check?.status ?? null} endingSoon={check?.coverage?.endingSoon ?? false} />
      {check?.coverage && <span>{remaining(check.coverage)}</span>}
      {check?.checkedAt && <span className="kit-muted">Checked {formatTimestampDay(check.checkedAt)}</span>}
      {failed && check.message && <span className="kit-muted">{check.message}</span>}
      {active && (
        <Button
          size="small"
          variant="outlined"
          text={failed ? 'Resend' : 'Check'}
          aria-label={`${failed ? 'Resend the eligibility check of' : 'Check eligibility with'} ${funderName}`}
          loading={writes.pending}
          disabled={check?.status === 'PENDING'}
          onClick={() => void run()}
        />
      )}
    </div>
  );
}
