// Who the caller may see and who counts as whom. One who may read the staff list sees every technician, told by
// their titles. Anyone else sees their own figures (when they are a technician) and those of the technicians their
// own supervisions joined; the others' titles are not theirs to read, so there any supervision-kind appointment counts
// as a supervisor's and the sessions a supervisor of their title joined as technicians'.
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../upstream/errors.js';
import type { People } from './figures.js';
import { callerOf, staffFor, tokenOf, supervisorTitles, technicianTitles, type Caller, type StaffMember } from './sources.js';

export interface SupervisionScope {
  caller: Caller;
  staff: ReadonlyMap<string, StaffMember>;
  people: People;
  /** The technicians to list, in name order (those the caller may see). */
  technicians: StaffMember[];
  supervisors: StaffMember[];
}

const titled = (staff: readonly StaffMember[], titles: ReadonlySet<string>) => staff.filter((member) => titles.has(member.title ?? ''));

/** Refuses a caller without a token at once, before the calls made beside this one leave. */
export function scopeOf(ctx: GatewayContext): Promise<SupervisionScope> {
  tokenOf(ctx);
  return readScope(ctx);
}

async function readScope(ctx: GatewayContext): Promise<SupervisionScope> {
  const caller = await callerOf(ctx);
  const members = await staffFor(ctx, caller);
  const staff = new Map(members.map((member) => [member.id, member]));
  const technicians = titled(members, technicianTitles).sort((a, b) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id));
  const supervisors = titled(members, supervisorTitles);
  if (caller.seesStaff) {
    const technicianIds = new Set(technicians.map((member) => member.id));
    const supervisorIds = new Set(supervisors.map((member) => member.id));
    return {
      caller,
      staff,
      technicians,
      supervisors,
      people: { isTechnician: (id) => technicianIds.has(id), isSupervisor: (id) => supervisorIds.has(id) },
    };
  }
  const ownTitle = staff.get(caller.id)?.title ?? '';
  const technician = technicianTitles.has(ownTitle);
  const supervisor = supervisorTitles.has(ownTitle);
  return {
    caller,
    staff,
    technicians,
    supervisors,
    people: {
      isTechnician: (id) => (id === caller.id ? technician : supervisor),
      isSupervisor: (id) => (id === caller.id ? supervisor : true),
    },
  };
}

/** Refuses a caller who may not read the staff list asking about someone else. */
export function requireSelfOrStaff(scope: SupervisionScope, staffId: string): void {
  if (!scope.caller.seesStaff && staffId !== scope.caller.id) {
    throw gatewayError(ErrorCode.Forbidden, "Only those who may see the staff list see another person's supervision.");
  }
}

export function requireStaff(scope: SupervisionScope): void {
  if (!scope.caller.seesStaff) throw gatewayError(ErrorCode.Forbidden, 'Only those who may see the staff list export supervision.');
}
