import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../kit';

/** A school's own pages: its principal, contacts and holidays. */
export function useSchoolLinks(): RowAction<{ id: string; name: string }>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      { label: 'Principal', ariaLabel: (row) => `Principal of ${row.name}`, onClick: (row) => navigate(`/school-principal/${row.id}`) },
      { label: 'Contacts', ariaLabel: (row) => `Contacts of ${row.name}`, onClick: (row) => navigate(`/school-contacts/${row.id}`) },
      { label: 'Holidays', ariaLabel: (row) => `Holidays of ${row.name}`, onClick: (row) => navigate(`/school-holidays/${row.id}`) },
    ],
    [navigate],
  );
}
