// A session a therapist can record data in: its student has an open target and an active behaviour. Found through
// the gateway as the signed-in page's user, so that each test works on the data the demo therapist really has.
import type { Page } from '@playwright/test';
import { pinnedNow } from './fixtures';
import { graphqlAs } from './graphql';

export interface SessionToRecord {
  appointmentId: string;
  studentId: string;
  targetName: string;
  behaviorId: string;
  behaviorName: string;
}

/** The student's open target and active behaviour, for a session of theirs; undefined when they have none. */
async function recordable(page: Page, studentId: string, appointmentId: string): Promise<SessionToRecord | undefined> {
  const found = await graphqlAs<{
    targets: { id: string; name: string; status: string }[];
    behaviors: { id: string; name: string; status: string }[];
  }>(
    page,
    'query Record($id: ID!) { targets: studentTargets(studentId: $id) { id name status } behaviors: studentBehaviors(studentId: $id) { id name status } }',
    { id: studentId },
  );
  const target = found.targets.find((item) => item.status !== 'Closed' && item.status !== 'Mastered');
  const behavior = found.behaviors.find((item) => item.status !== 'Inactive');
  if (!target || !behavior) return undefined;
  return { appointmentId, studentId, targetName: target.name, behaviorId: behavior.id, behaviorName: behavior.name };
}

/** That session's student's target and behaviour to record. */
export async function recordOf(page: Page, studentId: string, appointmentId: string): Promise<SessionToRecord> {
  const session = await recordable(page, studentId, appointmentId);
  if (!session) throw new Error(`Student ${studentId} has no open target or active behaviour to record.`);
  return session;
}

/** Today's first session (of those `takes`) whose student has something to record. */
export async function todaysSession(page: Page, takes: (status: string) => boolean = (status) => status === 'Scheduled'): Promise<SessionToRecord> {
  const day = pinnedNow().toISOString().slice(0, 10);
  const { appointments } = await graphqlAs<{ appointments: { id: string; studentId: string; status: string }[] }>(
    page,
    'query Day($filter: AppointmentFilter!) { appointments(filter: $filter) { id studentId status } }',
    { filter: { from: day, to: day } },
  );
  for (const appointment of appointments.filter((item) => takes(item.status))) {
    const session = await recordable(page, appointment.studentId, appointment.id);
    if (session) return session;
  }
  throw new Error(`The therapist has no session on ${day} with a target and a behaviour to record.`);
}
