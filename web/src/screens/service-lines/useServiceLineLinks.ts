import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../kit';

/** The funders contracted for a service line. */
export function useServiceLineLinks(): RowAction<{ id: string; name: string }>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [{ label: 'Funders', ariaLabel: (row) => `Funders of ${row.name}`, onClick: (row) => navigate(`/payers-service-line/${row.id}`) }],
    [navigate],
  );
}
