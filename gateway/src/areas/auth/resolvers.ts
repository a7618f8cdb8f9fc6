// Sign-in needs real shaping: the API's status "1" decides success, and the session is completed from get-user.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { ErrorCode, gatewayError, missingPayload } from '../../upstream/errors.js';
import { idleLockMinutes } from './idle-lock.js';
import { currentUser, sessionOf, superAdminType } from './session.js';

type Body = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function splitAtColon(message: unknown): [string | null, string | null] {
  const whole = text(message);
  if (!whole) return [null, null];
  const at = whole.indexOf(':');
  if (at < 0) return [whole, null];
  return [whole.slice(0, at).trim(), whole.slice(at + 1).trim() || null];
}

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_root, args, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const body = (await ctx.rest.call(info, args, ctx)) as Body;
      if (String(body?.status) !== '1') {
        throw gatewayError(ErrorCode.LoginFailed, text(body?.error) ?? text(body?.message) ?? 'Sign-in failed.');
      }
      const token = text(body.data);
      if (!token) throw missingPayload('login', 'data');
      return sessionOf(token, await currentUser(ctx, token));
    },
    organizationLogin: async (_root, { siteId, token }, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const answer = (await ctx.rest.call(info, { siteId }, ctx, { authorization: `Bearer ${token}` })) as Body;
      const newToken = text(answer?.data);
      if (!newToken) throw missingPayload('slogin', 'data.data');
      return sessionOf(newToken, await currentUser(ctx, newToken));
    },
  },
  CurrentUser: {
    isSuperAdmin: (user) => user.user_type === superAdminType,
    profileImageUrl: (user) => {
      const meta = Array.isArray(user.user_meta) ? (user.user_meta as Body[]) : [];
      const entry = meta.find((m) => (m.meta_key ?? m.metaKey) === 'profile_image');
      const file = text(entry?.meta_value ?? entry?.metaValue);
      const base = text(user.imagebasepath);
      if (!file || !base) return null;
      return base.endsWith('/') ? base + encodeURIComponent(file) : `${base}/${encodeURIComponent(file)}`;
    },
    userMeta: (user) => (Array.isArray(user.user_meta) ? (user.user_meta as Body[]) : []),
    permissions: (user) => (Array.isArray(user.permissions) ? (user.permissions as Body[]) : []),
    idleLockMinutes: () => idleLockMinutes(),
  },
  UserMetaEntry: {
    metaKey: (entry) => String(entry.meta_key ?? entry.metaKey ?? ''),
    metaValue: (entry) => (entry.meta_value ?? entry.metaValue ?? null) as string | null,
  },
  DocumentNotification: {
    lead: (notice) => splitAtColon(notice.message)[0],
    highlight: (notice) => splitAtColon(notice.message)[1],
    pendingFileCount: (notice) => Number(notice.pending_file_count ?? 0) || 0,
  },
};
