// A staff member as the owner of their records (credentials, service lines): the `:user_id` every page of the record
// carries, sent as `userId`, every page drawn in the staff record's frame.
import type { ResourceOwner } from '../../../kit/resourceOwner';
import { StaffFrame } from './StaffFrame';

export const staffMember: ResourceOwner<{ userId: string }, { userId?: string | null }> = {
  param: 'user_id',
  variables: (userId) => ({ userId }),
  input: (userId) => ({ userId }),
  Frame: StaffFrame,
  home: '/staff',
};
