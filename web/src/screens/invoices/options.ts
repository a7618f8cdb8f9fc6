// The choices the invoice screens offer: students, funders, services and staff with billable sessions, and the
// months to bill (the months with sessions and the last 24, newest first).
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { monthLabel } from '../../dates/months';
import type { FilterOption } from '../../kit/list/FilterSelect';
import { recentMonths } from '../session-queue/months';
import { InvoiceFilterOptionsQuery } from './operations';

export interface InvoiceChoices {
  students: FilterOption[];
  funders: FilterOption[];
  services: FilterOption[];
  staff: FilterOption[];
  months: FilterOption[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

const toOptions = (rows: readonly { id: string; name: string }[] | undefined): FilterOption[] =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

export function useInvoiceChoices(): InvoiceChoices {
  // Not normalised: the students', services', staff's and funders' options share one type and their ids overlap.
  const { data, loading, error, refetch } = useQuery(InvoiceFilterOptionsQuery, { fetchPolicy: 'no-cache' });
  return useMemo(() => {
    const options = data?.options;
    const months = [...new Set([...(options?.months ?? []), ...recentMonths().map((month) => month.value)])].sort().reverse();
    return {
      students: toOptions(options?.students),
      funders: toOptions(options?.funders),
      services: toOptions(options?.services),
      staff: toOptions(options?.staff),
      months: months.map((month) => ({ value: month, label: monthLabel(month) })),
      loading,
      failed: !!error,
      retry: () => void refetch(),
    };
  }, [data, loading, error, refetch]);
}

/** The label of a chosen value, or the value when the choices do not hold it. */
export function labelOf(options: readonly FilterOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
