// The session the client keeps, built from the API's current-user answer and the token that goes with it.
import type { GatewayContext } from '../../context.js';
import { dig } from '../../rest/answer.js';
import { missingPayload } from '../../upstream/errors.js';

export const superAdminType = 'Super Admin';

export type ApiUser = Record<string, unknown>;

/** The current user as `get-user` answers it for the given token. */
export async function currentUser(ctx: GatewayContext, token: string): Promise<ApiUser> {
  const body = await ctx.upstream.call({ method: 'GET', path: 'get-user', authorization: `Bearer ${token}` });
  const user = dig(body, 'data');
  if (user === null || typeof user !== 'object') throw missingPayload('get-user', 'data');
  // The access trail names the user of each token it sees: a sign-in tells it without another call.
  ctx.audit?.identities.learn(`Bearer ${token}`, user);
  return user as ApiUser;
}

export function sessionOf(token: string, user: ApiUser) {
  const userType = String(user.user_type ?? '');
  return {
    token,
    userId: String(user.id),
    name: String(user.name ?? ''),
    email: String(user.email ?? ''),
    userType,
    isSuperAdmin: userType === superAdminType,
    permissions: Array.isArray(user.permissions) ? user.permissions : [],
  };
}
