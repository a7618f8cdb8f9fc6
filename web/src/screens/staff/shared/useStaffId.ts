import { useParams } from 'react-router';

/** The `:user_id` every page of a staff member's record carries. */
export function useStaffId(): string {
  const { user_id: userId } = useParams();
  if (!userId) throw new Error('This page needs a staff member id in its address.');
  return userId;
}
