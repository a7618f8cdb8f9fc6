import { useParams } from 'react-router';

/** The staff member a per-staff payroll page is about (its :user_id). */
export function useUserId(): string {
  return useParams().user_id ?? '';
}
