// A graph screen's choices live in the address (student_id, date_from, date_to and the screen's own filters), so a
// graph can be linked to, reloaded and opened from the student's record.
import { useAddressValues } from '../../kit/address/useAddressValues';
import { dayRangeProblems } from '../../dates/ranges';

export interface GraphAddress {
  studentId: string;
  from: string;
  to: string;
  /** A filter's value; '' when not chosen. */
  get(key: string): string;
  /** Sets values ('' removes one), replacing the address entry. */
  set(changes: Record<string, string>): void;
  /** The range's problems by end; none when it may be asked for. */
  problems: { from?: string; to?: string };
}

export function useGraphAddress(): GraphAddress {
  const { get, set } = useAddressValues();
  const from = get('date_from');
  const to = get('date_to');
  return { studentId: get('student_id'), from, to, get, set, problems: dayRangeProblems({ from, to }) };
}

/** The filter the graph calls take: the range and the given values, blanks left out. */
export function graphFilter(address: GraphAddress, values: Record<string, string | boolean | undefined>): Record<string, string | boolean> {
  const filter: Record<string, string | boolean> = {};
  if (address.from) filter.dateFrom = address.from;
  if (address.to) filter.dateTo = address.to;
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '' && value !== false) filter[key] = value;
  return filter;
}
