// The staff list's supervision flag: an RBT under 5% projected or short of contacts this month gets a tag with the
// figure. Every row reads the same one query (this month's figures, cached), so the list sends it once, not per row.
import { useQuery } from '@apollo/client/react';
import { Tag } from '@blueprintjs/core';
import { percentText, shortfallText } from './figures';
import { SupervisionMonthQuery } from './operations';

/** This month's figures, asked once for the whole list (the gateway's default month). */
export function useThisMonth() {
  return useQuery(SupervisionMonthQuery, { variables: { month: null }, fetchPolicy: 'cache-first', context: { errorsInPlace: true } });
}

export function SupervisionFlag({ staffId }: { staffId: string }) {
  const { data } = useThisMonth();
  const row = data?.supervisionMonth.find((month) => month.staffId === staffId);
  if (!row || row.met) return null;
  const percentShort = row.shortOf.includes('PERCENT');
  // The column is headed Supervision: the tag names only the figure that falls short.
  const text = percentShort
    ? percentText(row.percentProjected)
    : row.shortOf.includes('CONTACTS')
      ? `${row.contacts} of 2 contacts`
      : 'No individual contact';
  return (
    <Tag minimal intent={percentShort ? 'danger' : 'warning'} icon="eye-open" title={`Supervision this month: ${shortfallText(row)}`}>
      {text}
    </Tag>
  );
}
