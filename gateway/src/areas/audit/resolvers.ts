// The access trail read back (the gateway answers these itself: the practice API has no such call). The whole trail
// is the Super Admin's; one student's trail is also the office administrators', who keep the students' records.
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { trailCsv } from '../../audit/csv.js';
import { pageOf, selectRecords, type TrailFilter } from '../../audit/read-back.js';
import { keepDownload } from '../../downloads/index.js';
import { toApiDate } from '../../dates/dates.js';
import { nowMs } from '../../dates/clock.js';
import { ErrorCode, gatewayError } from '../../upstream/errors.js';
import { currentUser, superAdminType } from '../auth/session.js';

const bearer = /^Bearer\s+(\S+)$/i;
const officeAdministratorType = 'Office Administrator';
const wholeTrail = [superAdminType];
const studentTrail = [superAdminType, officeAdministratorType];

/** The trail, once the caller is known to the practice API as one of `types`. */
async function trailFor(ctx: GatewayContext, types: readonly string[], what: string) {
  const token = bearer.exec(ctx.authorization ?? '')?.[1];
  if (!token) throw gatewayError(ErrorCode.Unauthenticated, 'Sign in to read the access trail.');
  // Asked each time, not taken from what the trail learned: a changed user type counts at once.
  const user = await currentUser(ctx, token);
  if (!types.includes(String(user.user_type ?? ''))) throw gatewayError(ErrorCode.Forbidden, `Only ${types.join(' and ')} users may read ${what}.`);
  if (!ctx.audit) throw gatewayError(ErrorCode.NotFound, 'The access trail is switched off on this gateway (AUDIT_LOG=off).');
  return ctx.audit;
}

async function exported(records: Parameters<typeof trailCsv>[0], name: string) {
  return keepDownload({
    fileName: `${name} ${toApiDate(new Date(nowMs()))}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: new TextEncoder().encode(trailCsv(records)),
  });
}

export const auditResolvers: Resolvers = {
  Query: {
    auditTrail: async (_root, { filter, page }, ctx: GatewayContext) => {
      const trail = await trailFor(ctx, wholeTrail, 'the access trail');
      return pageOf(selectRecords(await trail.records(), filter ?? {}), page?.page ?? 1, page?.perPage ?? 50);
    },
    studentAuditTrail: async (_root, { studentId, filter, page }, ctx: GatewayContext) => {
      const trail = await trailFor(ctx, studentTrail, "a student's access trail");
      const only: TrailFilter = { ...filter, studentId };
      return pageOf(selectRecords(await trail.records(), only), page?.page ?? 1, page?.perPage ?? 50);
    },
  },
  Mutation: {
    exportAuditTrail: async (_root, { filter }, ctx: GatewayContext) => {
      const trail = await trailFor(ctx, wholeTrail, 'the access trail');
      return exported(selectRecords(await trail.records(), filter ?? {}), 'Access trail');
    },
    exportStudentAuditTrail: async (_root, { studentId, filter }, ctx: GatewayContext) => {
      const trail = await trailFor(ctx, studentTrail, "a student's access trail");
      return exported(selectRecords(await trail.records(), { ...filter, studentId }), `Access trail of student ${studentId}`);
    },
  },
};
