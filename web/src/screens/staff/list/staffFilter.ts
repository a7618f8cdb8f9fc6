// The staff list's filters as the address keeps them, and the schema's StaffMemberFilter made of them: the list and
// its route's prefetch read an address alike, so that their requests match.
import type { StaffMemberFilter } from '../../../gql/graphql';
import type { FilterValues } from '../../../kit/list/listState';
import { BEHIND_FILTER } from '../../supervision/behindFilter';

export const staffFilterKeys = ['serviceLine', 'funder', 'status', 'title', BEHIND_FILTER.key] as const;

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** The filter sent with the list; a value the API would refuse is left out, and so is the supervision filter, which
 * the staff list shows as its own view (screens/supervision/BehindStaff). */
export function staffFilterVariables({ serviceLine, funder, status, title }: FilterValues): { filter?: StaffMemberFilter } {
  const filter: StaffMemberFilter = {
    ...(isId(serviceLine) && { serviceLine }),
    ...(isId(funder) && { funder }),
    ...((status === '0' || status === '1') && { status: Number(status) }),
    ...(isId(title) && { title }),
  };
  return Object.keys(filter).length > 0 ? { filter } : {};
}
