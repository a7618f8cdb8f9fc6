// The staff list's supervision flag: an RBT under 5% projected or short of contacts this month gets a tag with the
// figure. The list asks for this month's figures once and hands them to its rows by staff member: a query watched
// per row would make every row a subscriber of the cache, each rendered again when the figures arrive.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { percentText, shortfallText } from './figures';
import { SupervisionMonthQuery, thisMonthRequest } from './operations';
import type { SupervisionMonthFieldsFragment } from '../../gql/graphql';

/** This month's figures, asked once for the whole list (the gateway's default month). */
export function useThisMonth() {
  return useQuery(SupervisionMonthQuery, { ...thisMonthRequest, fetchPolicy: 'cache-first' });
}

const ThisMonth = createContext<ReadonlyMap<string, SupervisionMonthFieldsFragment>>(new Map());

/** Asks for this month's figures as the list mounts (beside the list's own query) and gives them to its flags. */
export function SupervisionMonthProvider({ children }: { children: ReactNode }) {
  const { data } = useThisMonth();
  const byStaff = useMemo(() => new Map(data?.supervisionMonth.map((row) => [row.staffId, row])), [data]);
  return <ThisMonth.Provider value={byStaff}>{children}</ThisMonth.Provider>;
}

export function SupervisionFlag({ staffId }: { staffId: string }) {
  const row = useContext(ThisMonth).get(staffId);
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
