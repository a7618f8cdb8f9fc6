// A parent as the owner of their service lines: the staff member's owner (the `:user_id`, sent as `userId`),
// without the staff record's frame, going back to the parent list.
import type { ResourceOwner } from '../../kit';
import type { UserServiceLineInput } from '../../gql/graphql';
import { staffMember } from '../staff/shared/owner';

export const parentOwner: ResourceOwner<{ userId: string }, UserServiceLineInput> = {
  param: staffMember.param,
  variables: staffMember.variables,
  input: staffMember.input,
  home: '/parents',
};
