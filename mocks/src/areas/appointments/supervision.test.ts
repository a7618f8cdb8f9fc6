// Supervision in the stand-in: the current month's seeded supervisions tell every story (technicians on track, behind,
// without a contact yet), the same for the same seed and at a larger scale; and a supervision may be booked over the
// session it joins (same student, same location), where any other session would be a double booking.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoTherapistId } from '../../db/demo-users.js';
import type { Db } from '../../db/index.js';
import { pinClock, testNow } from '../../kit/clock.js';
import { shiftDays, today } from '../../kit/dates.js';
import { createStandIn } from '../../server/stand-in.js';
import type { StudentSession } from '../student-sessions/session.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import { instantOfSlot, minutesOf } from './clock.js';
import { bySlot } from './present.js';
import { supervisionRule, supervisorTitles, technicianTitles, titleRule } from './supervision.js';
import { holdsSlot, sessionsTable } from './tables.js';

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.PRACTICE_TIMEZONE;
  process.env.PRACTICE_TIMEZONE = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env.PRACTICE_TIMEZONE;
  else process.env.PRACTICE_TIMEZONE = zone;
});

interface Standing {
  serviceMinutes: number;
  supervisedMinutes: number;
  contacts: number;
  individual: number;
}

const span = (row: StudentSession) => minutesOf(row.end_time) - minutesOf(row.start_time);
const overlap = (a: StudentSession, b: StudentSession) =>
  a.date === b.date
    ? Math.max(0, Math.min(minutesOf(a.end_time), minutesOf(b.end_time)) - Math.max(minutesOf(a.start_time), minutesOf(b.start_time)))
    : 0;

/** Each technician's month as the supervision rule counts it (booked and held together). */
function standings(db: Db): { standing: Map<number, Standing>; supervisions: StudentSession[] } {
  const month = today().slice(0, 7);
  const titleOf = titleRule(db);
  const supervises = supervisionRule(db);
  const titled = (titles: ReadonlySet<string>) =>
    new Set(
      db.users
        .active()
        .filter((user) => titles.has(titleOf(user) ?? ''))
        .map((user) => user.id),
    );
  const technicians = titled(technicianTitles);
  const supervisors = titled(supervisorTitles);
  const rows = sessionsTable(db)
    .active()
    .filter((row) => row.date.startsWith(month) && holdsSlot(row));
  const supervisions = rows.filter((row) => supervises(row) && supervisors.has(row.staff_id));
  const services = rows.filter((row) => !supervises(row) && technicians.has(row.staff_id));
  const standing = new Map<number, Standing>();
  const of = (id: number) => standing.get(id) ?? standing.set(id, { serviceMinutes: 0, supervisedMinutes: 0, contacts: 0, individual: 0 }).get(id)!;
  for (const row of services) of(row.staff_id).serviceMinutes += span(row);
  for (const supervision of supervisions) {
    const joined = services.filter((row) => row.location_id === supervision.location_id && overlap(row, supervision) > 0);
    const people = new Set(joined.map((row) => row.staff_id));
    for (const row of joined) of(row.staff_id).supervisedMinutes += overlap(row, supervision);
    for (const id of people) {
      of(id).contacts += 1;
      if (people.size === 1) of(id).individual += 1;
    }
  }
  return { standing, supervisions };
}

describe("the current month's seeded supervision", () => {
  it('has technicians on track, behind, and with sessions but no contact yet', () => {
    const restore = pinClock(testNow);
    const { db, shutdown } = createStandIn();
    try {
      const { standing, supervisions } = standings(db);
      expect(supervisions.length).toBeGreaterThan(5);
      const all = [...standing.values()];
      const met = (one: Standing) => one.supervisedMinutes * 20 >= one.serviceMinutes && one.contacts >= 2 && one.individual >= 1;
      expect(all.filter(met).length).toBeGreaterThanOrEqual(2);
      expect(all.filter((one) => one.contacts > 0 && !met(one)).length).toBeGreaterThanOrEqual(2);
      expect(all.filter((one) => one.serviceMinutes > 0 && one.contacts === 0).length).toBeGreaterThanOrEqual(1);
      const demo = standing.get(demoTherapistId)!;
      expect(demo.contacts).toBe(1);
      expect(demo.supervisedMinutes * 20).toBeLessThan(demo.serviceMinutes);
      // The seeded ones bill the supervision code.
      expect(supervisions.filter((row) => row.hcode === '97155').length).toBeGreaterThan(5);
    } finally {
      shutdown();
      restore();
    }
  });

  it('is the same for the same seed, and is seeded at a larger scale too', () => {
    const restore = pinClock(testNow);
    const rowsOf = (scale: number) => {
      const { db, shutdown } = createStandIn({ scale });
      try {
        return standings(db).supervisions.map(({ created_at: _c, updated_at: _u, ...row }) => row);
      } finally {
        shutdown();
      }
    };
    try {
      const first = rowsOf(1);
      expect(rowsOf(1)).toEqual(first);
      expect(rowsOf(2).length).toBeGreaterThan(first.length);
    } finally {
      restore();
    }
  });
});

describe('booking a supervision over the session it joins', () => {
  const standIn = useStandIn();
  let token = '';
  let restore: () => void = () => {};
  beforeAll(async () => {
    restore = pinClock(testNow);
    token = await signIn(standIn.current, 'Office administrator');
  });
  afterAll(() => restore());

  /** A technician's scheduled session next week that no supervision joins yet, and a supervisor free at its time. */
  function sessionToJoin() {
    const db = standIn.current.db;
    const titleOf = titleRule(db);
    const supervises = supervisionRule(db);
    const rows = sessionsTable(db).active().filter(holdsSlot);
    const supervisors = db.users.active().filter((user) => supervisorTitles.has(titleOf(user) ?? ''));
    const technicians = new Set(
      db.users
        .active()
        .filter((user) => technicianTitles.has(titleOf(user) ?? ''))
        .map((user) => user.id),
    );
    const nextWeek = shiftDays(today(), 7);
    const candidates = rows
      .filter((row) => row.date > today() && row.date <= nextWeek && row.status === 'Scheduled' && technicians.has(row.staff_id) && !supervises(row))
      .sort(bySlot);
    for (const session of candidates) {
      const busy = (staffId: number) => rows.some((row) => row.staff_id === staffId && overlap(row, session) > 0);
      const joined = rows.some((row) => supervises(row) && row.location_id === session.location_id && overlap(row, session) > 0);
      const supervisor = supervisors.find((user) => !busy(user.id));
      if (!joined && supervisor) return { session, supervisor };
    }
    throw new Error('no session to join');
  }

  const bookingOf = (session: StudentSession, staffId: number, serviceId: number) => ({
    student_id: session.student_id,
    staff_id: staffId,
    service_id: serviceId,
    location_id: session.location_id,
    starts_at: instantOfSlot(session.date, session.start_time).toISOString(),
    ends_at: new Date(instantOfSlot(session.date, session.start_time).getTime() + Math.min(60, span(session)) * 60_000).toISOString(),
    // The supervisor's week and the student's authorization are not what this test is about.
    override: { reason: 'Supervision joins the session.' },
  });

  it('accepts the supervision, and refuses a direct session of the same student at that time', async () => {
    const { session, supervisor } = sessionToJoin();
    const fixtures = standIn.current.fixtures.appointments;
    const supervision = fixtures.supervisionServices()[0]!;
    const booked = await call<{ data: { id: string; staff_id: number } }>(standIn.current, 'appointment', {
      token,
      json: bookingOf(session, supervisor.id, supervision.id),
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.staff_id).toBe(supervisor.id);

    const direct = await call<{ data: { conflicts: { kind: string }[] } }>(standIn.current, 'schedule-check', {
      token,
      json: bookingOf(session, supervisor.id, session.service_id),
    });
    expect(direct.status).toBe(200);
    const kinds = direct.body.data.conflicts.map((found) => found.kind);
    expect(kinds).toEqual(expect.arrayContaining(['STAFF', 'STUDENT', 'LOCATION']));
  });
});
