// Supervision figures through GraphQL against the stand-in, on the pinned clock (2 December 2026, New York). Each test
// owns its technicians (therapists titled RBT here, their seeded sessions of the year cancelled) and their supervisor
// (one titled BCBA), at locations no seeded session of the year uses; sessions are added through the fixtures.
import ExcelJS from 'exceljs';
import type { NewSession } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock } from '../../dates/clock.js';
import { practiceTimeZone, usePracticeTimeZone } from '../../dates/dates.js';
import { startStack, type Stack } from '../../test/stack.js';
import { pdfText } from '../templates/pdf-text.js';

const zone = 'America/New_York';

let stack: Stack;
let office: string;
let previousZone: string;
let previousEnv: string | undefined;
/** Test-owned technicians by role in the tests, and their supervisor. */
const rbt: Record<'at5' | 'under5' | 'oneContact' | 'groupA' | 'groupB' | 'dst' | 'booked' | 'forecast' | 'twoSupervisors', number> = {
  at5: 0,
  under5: 0,
  oneContact: 0,
  groupA: 0,
  groupB: 0,
  dst: 0,
  booked: 0,
  forecast: 0,
  twoSupervisors: 0,
};
let supervisor = 0;
let secondSupervisor = 0;
let spare: number[] = [];
let session: Pick<NewSession, 'student_id' | 'service_id' | 'billing_code_id' | 'hcode' | 'place_of_service'>;
let supervisionServiceId = 0;
let locationId = 0;
let places: number[] = [];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const units = (start: string, end: string) => Math.round((minutes(end) - minutes(start)) / 15);

function addService(staffId: number, date: string, start: string, end: string, status = 'Completed', location = locationId) {
  stack.standIn.fixtures.studentSessions.add({
    ...session,
    staff_id: staffId,
    date,
    start_time: start,
    end_time: end,
    units: units(start, end),
    location_id: location,
    status,
  });
}

function addSupervision(date: string, start: string, end: string, status = 'Completed', location = locationId, by = supervisor) {
  stack.standIn.fixtures.studentSessions.add({
    ...session,
    staff_id: by,
    service_id: supervisionServiceId,
    hcode: '97155',
    date,
    start_time: start,
    end_time: end,
    units: units(start, end),
    location_id: location,
    status,
  });
}

const monthQuery = `query($m: String, $s: ID) { supervisionMonth(month: $m, supervisorId: $s) {
  staffId staff { id name } month serviceHoursDelivered serviceHoursBooked supervisedHoursDelivered supervisedHoursBooked
  contacts individualContacts contactsHeld percentSoFar percentProjected hoursNeeded daysLeft met shortOf supervisorIds supervisors { id }
} }`;

type Row = {
  staffId: string;
  staff: { id: string; name: string } | null;
  month: string;
  serviceHoursDelivered: number;
  serviceHoursBooked: number;
  supervisedHoursDelivered: number;
  supervisedHoursBooked: number;
  contacts: number;
  individualContacts: number;
  contactsHeld: number;
  percentSoFar: number | null;
  percentProjected: number | null;
  hoursNeeded: number;
  daysLeft: number;
  met: boolean;
  shortOf: string[];
  supervisorIds: string[];
  supervisors: { id: string }[];
};

async function month(key?: string, token = office, supervisorId?: string): Promise<Row[]> {
  return (await stack.data<{ supervisionMonth: Row[] }>(monthQuery, { m: key, s: supervisorId }, token)).supervisionMonth;
}

const rowOf = (rows: Row[], staffId: number) => rows.find((row) => row.staffId === String(staffId));

beforeAll(async () => {
  previousEnv = process.env.PRACTICE_TIMEZONE;
  previousZone = practiceTimeZone();
  process.env.PRACTICE_TIMEZONE = zone;
  stack = await startStack({ practiceTimeZone: zone });
  office = await stack.signIn('Office administrator');
  const fixtures = stack.standIn.fixtures;
  const therapists = fixtures.users
    .ofType('Therapist')
    .filter((user) => user.id !== 3 && user.status === 1)
    .map((user) => user.id);
  const roles = Object.keys(rbt) as (keyof typeof rbt)[];
  const rbtTitle = fixtures.appointments.staffTitleId('RBT');
  roles.forEach((role, index) => {
    rbt[role] = therapists[index]!;
    fixtures.users.update(therapists[index]!, { title_id: rbtTitle });
  });
  supervisor = therapists[roles.length]!;
  fixtures.users.update(supervisor, { title_id: fixtures.appointments.staffTitleId('BCBA') });
  spare = therapists.slice(roles.length + 1, roles.length + 6);
  secondSupervisor = therapists[roles.length + 6]!;
  fixtures.users.update(secondSupervisor, { title_id: fixtures.appointments.staffTitleId('BCBA') });
  // These people's seeded sessions of this year count nothing; the tests add theirs.
  const owned = new Set([...Object.values(rbt), supervisor, secondSupervisor]);
  for (const row of fixtures.studentSessions.all().filter((one) => owned.has(one.staff_id) && one.date >= '2026-01-01')) {
    fixtures.studentSessions.update(row.id, { status: 'Cancelled' });
  }
  // Locations no session of this year uses, so that no seeded supervision joins a test's session.
  const used = new Set(
    fixtures.studentSessions
      .all()
      .filter((one) => one.date >= '2026-01-01')
      .map((one) => one.location_id),
  );
  places = fixtures.locations
    .all()
    .map((location) => location.id)
    .filter((id) => !used.has(id));
  expect(places.length).toBeGreaterThanOrEqual(4);
  const direct = fixtures.studentSessions.all().find((row) => row.hcode === '97153' && row.status === 'Completed')!;
  session = {
    student_id: direct.student_id,
    service_id: direct.service_id,
    billing_code_id: direct.billing_code_id,
    hcode: direct.hcode,
    place_of_service: direct.place_of_service,
  };
  supervisionServiceId = fixtures.appointments.supervisionServices()[0]!.id;
  locationId = places[0]!;
});

afterAll(async () => {
  await stack?.stop();
  usePracticeTimeZone(previousZone);
  if (previousEnv === undefined) delete process.env.PRACTICE_TIMEZONE;
  else process.env.PRACTICE_TIMEZONE = previousEnv;
});

describe('the 5% rule', () => {
  it('meets it at 5.0% and misses it at 4.9%, in whole minutes', async () => {
    // 1,000 minutes of service each, at two locations; 50 minutes supervised is 5.0%, 49 is 4.9%. Two individual contacts each.
    const elsewhere = places[1]!;
    for (const day of ['2026-04-06', '2026-04-13']) {
      addService(rbt.at5, day, '08:00', '16:20');
      addService(rbt.under5, day, '08:00', '16:20', 'Completed', elsewhere);
    }
    addSupervision('2026-04-06', '08:00', '08:25');
    addSupervision('2026-04-13', '08:00', '08:25');
    addSupervision('2026-04-06', '10:00', '10:25', 'Completed', elsewhere);
    addSupervision('2026-04-13', '10:00', '10:24', 'Completed', elsewhere);

    const rows = await month('2026-04');
    const at5 = rowOf(rows, rbt.at5)!;
    expect(at5).toMatchObject({ month: '2026-04', serviceHoursDelivered: 16.67, supervisedHoursDelivered: 0.83, contacts: 2, individualContacts: 2 });
    expect(at5).toMatchObject({ percentSoFar: 5, percentProjected: 5, met: true, shortOf: [], hoursNeeded: 0, daysLeft: 0 });
    expect(at5.supervisorIds).toEqual([String(supervisor)]);
    expect(at5.staff?.id).toBe(String(rbt.at5));
    const under5 = rowOf(rows, rbt.under5)!;
    expect(under5).toMatchObject({ percentSoFar: 4.9, percentProjected: 4.9, met: false, shortOf: ['PERCENT'], contacts: 2, individualContacts: 2 });
    // One minute short, rounded up to the hundredth of an hour.
    expect(under5.hoursNeeded).toBe(0.02);
  });
});

describe('contacts', () => {
  it('falls short with one contact only, even far above 5%', async () => {
    addService(rbt.oneContact, '2026-05-04', '09:00', '19:00');
    addSupervision('2026-05-04', '09:00', '10:00');
    const row = rowOf(await month('2026-05'), rbt.oneContact)!;
    expect(row).toMatchObject({ contacts: 1, individualContacts: 1, percentSoFar: 10, met: false, shortOf: ['CONTACTS'] });
  });

  it('counts a supervision joining two technicians as a group contact for each', async () => {
    const other = places[2]!;
    addService(rbt.groupA, '2026-06-01', '09:00', '12:00', 'Completed', other);
    addService(rbt.groupB, '2026-06-01', '10:00', '13:00', 'Completed', other);
    // 10:00-11:30 joins both (90 minutes each); then an individual one for A only.
    addSupervision('2026-06-01', '10:00', '11:30', 'Completed', other);
    addService(rbt.groupA, '2026-06-08', '09:00', '12:00', 'Completed', other);
    addSupervision('2026-06-08', '09:00', '09:30', 'Completed', other);
    const rows = await month('2026-06');
    expect(rowOf(rows, rbt.groupA)).toMatchObject({
      contacts: 2,
      individualContacts: 1,
      supervisedHoursDelivered: 2,
      serviceHoursDelivered: 6,
      met: true,
    });
    expect(rowOf(rows, rbt.groupB)).toMatchObject({
      contacts: 1,
      individualContacts: 0,
      supervisedHoursDelivered: 1.5,
      met: false,
      shortOf: ['CONTACTS', 'INDIVIDUAL_CONTACT'],
    });
    // The supervisor's own view: the technicians their supervisions joined that month.
    expect((await month('2026-06', office, String(supervisor))).map((row) => row.staffId).sort()).toEqual(
      [String(rbt.groupA), String(rbt.groupB)].sort(),
    );
  });
});

describe('two supervisors in one session', () => {
  it('counts the time they overlap once, and each as a contact', async () => {
    const own = places[3]!;
    addService(rbt.twoSupervisors, '2026-07-06', '09:00', '12:00', 'Completed', own);
    addSupervision('2026-07-06', '09:00', '10:00', 'Completed', own);
    addSupervision('2026-07-06', '09:30', '10:30', 'Completed', own, secondSupervisor);
    const row = rowOf(await month('2026-07'), rbt.twoSupervisors)!;
    expect(row).toMatchObject({
      serviceHoursDelivered: 3,
      supervisedHoursDelivered: 1.5,
      supervisedHoursBooked: 0,
      contacts: 2,
      individualContacts: 2,
    });
    expect(row.supervisorIds).toEqual([String(supervisor), String(secondSupervisor)].sort((a, b) => Number(a) - Number(b)));
  });
});

describe('the projection', () => {
  it('adds what is booked to the month so far, and counts the days left', async () => {
    addService(rbt.booked, '2026-12-01', '08:00', '18:00');
    addSupervision('2026-12-01', '08:00', '08:30');
    addService(rbt.booked, '2026-12-10', '08:00', '18:00', 'Scheduled');
    addSupervision('2026-12-10', '08:00', '09:00', 'Scheduled');
    addSupervision('2026-12-10', '13:00', '13:30', 'Cancelled');
    const row = rowOf(await month('2026-12'), rbt.booked)!;
    expect(row).toMatchObject({
      serviceHoursDelivered: 10,
      serviceHoursBooked: 10,
      supervisedHoursDelivered: 0.5,
      supervisedHoursBooked: 1,
      contacts: 3 - 1,
      contactsHeld: 1,
      percentSoFar: 5,
      percentProjected: 7.5,
      met: true,
      daysLeft: 30,
    });
    // The month without a month argument is this one.
    expect(rowOf(await month(), rbt.booked)).toEqual(row);
  });
});

describe('daylight-saving time', () => {
  it('counts real hours on the spring and autumn Sundays', async () => {
    // 8 March 2026: 00:00-10:00 lasts 9 hours; 01:00-03:30 lasts 1.5. 1 November 2026: 00:00-10:00 lasts 11 hours.
    addService(rbt.dst, '2026-03-08', '00:00', '10:00');
    addSupervision('2026-03-08', '01:00', '03:30');
    addService(rbt.dst, '2026-11-01', '00:00', '10:00');
    const march = rowOf(await month('2026-03'), rbt.dst)!;
    expect(march).toMatchObject({ serviceHoursDelivered: 9, supervisedHoursDelivered: 1.5 });
    const november = rowOf(await month('2026-11'), rbt.dst)!;
    expect(november).toMatchObject({ serviceHoursDelivered: 11, contacts: 0, shortOf: ['PERCENT', 'CONTACTS', 'INDIVIDUAL_CONTACT'] });
    expect(november.hoursNeeded).toBe(0.55);
    const year = (
      await stack.data<{ supervisionYear: Row[] }>(
        'query($s: ID!) { supervisionYear(staffId: $s) { month serviceHoursDelivered } }',
        { s: String(rbt.dst) },
        office,
      )
    ).supervisionYear;
    expect(year.map((one) => one.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(year.filter((one) => one.serviceHoursDelivered > 0).map((one) => [one.month, one.serviceHoursDelivered])).toEqual([
      ['2026-03', 9],
      ['2026-11', 11],
    ]);
  });
});

describe('the forecast of a booking', () => {
  it('gives the projection before and after, and the supervisor’s free slots for the rest of the month', async () => {
    addService(rbt.forecast, '2026-12-01', '08:00', '18:00', 'Completed', places[3]!);
    addSupervision('2026-12-01', '08:00', '08:30', 'Completed', places[3]!);
    stack.standIn.fixtures.staffAvailability.setWeek(supervisor, [
      { day_of_week: 3, start_time: '09:00', end_time: '12:00', location: null },
      { day_of_week: 4, start_time: '09:00', end_time: '12:00', location: null },
    ]);
    // The supervisor is busy on Thursday 3 December 10:00-11:00.
    addSupervision('2026-12-03', '10:00', '11:00', 'Scheduled', places[3]!);
    // Now is 09:59 in New York, so the first slot starts at the next quarter hour, 10:00.
    const restore = pinClock('2026-12-02T14:59:00Z');
    const answer = await stack
      .data<{
        supervisionForecast: {
          month: string;
          percentBefore: number;
          percentAfter: number;
          below: boolean;
          hoursNeeded: number;
          supervisorSlots: { supervisorId: string; supervisor: { id: string } | null; startsAt: string; endsAt: string }[];
        };
      }>(
        `query($s: ID!, $a: DateTime!, $b: DateTime!) { supervisionForecast(staffId: $s, startsAt: $a, endsAt: $b) {
        month percentBefore percentAfter below hoursNeeded supervisorSlots { supervisorId supervisor { id } startsAt endsAt } } }`,
        { s: String(rbt.forecast), a: '2026-12-14T14:00:00Z', b: '2026-12-14T16:00:00Z' },
        office,
      )
      .finally(restore);
    const forecast = answer.supervisionForecast;
    // 30 of 600 minutes is 5%; with two hours more, 30 of 720 is 4.17%, and 6 minutes are needed.
    expect(forecast).toMatchObject({ month: '2026-12', percentBefore: 5, percentAfter: 4.17, below: true, hoursNeeded: 0.1 });
    // Wednesdays and Thursdays 09:00-12:00 New York from now on; 10:00-11:00 on the 3rd taken.
    expect(forecast.supervisorSlots.slice(0, 4)).toEqual([
      {
        supervisorId: String(supervisor),
        supervisor: { id: String(supervisor) },
        startsAt: '2026-12-02T15:00:00.000Z',
        endsAt: '2026-12-02T17:00:00.000Z',
      },
      {
        supervisorId: String(supervisor),
        supervisor: { id: String(supervisor) },
        startsAt: '2026-12-03T14:00:00.000Z',
        endsAt: '2026-12-03T15:00:00.000Z',
      },
      {
        supervisorId: String(supervisor),
        supervisor: { id: String(supervisor) },
        startsAt: '2026-12-03T16:00:00.000Z',
        endsAt: '2026-12-03T17:00:00.000Z',
      },
      {
        supervisorId: String(supervisor),
        supervisor: { id: String(supervisor) },
        startsAt: '2026-12-09T14:00:00.000Z',
        endsAt: '2026-12-09T17:00:00.000Z',
      },
    ]);
    expect(forecast.supervisorSlots).toHaveLength(11);
  });
});

describe('the export', () => {
  it("writes the month's figures per RBT as XLSX and PDF, served by the gateway", async () => {
    const rows = await month('2026-04');
    const exported = async (format: 'XLSX' | 'PDF') => {
      const { exportSupervision } = await stack.data<{ exportSupervision: { url: string; fileName: string } }>(
        'mutation($m: String!, $f: SupervisionExportFormat!) { exportSupervision(month: $m, format: $f) { url fileName } }',
        { m: '2026-04', f: format },
        office,
      );
      const res = await fetch(new URL(exportSupervision.url, stack.gateway.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(exportSupervision.fileName);
      return { fileName: exportSupervision.fileName, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
    };
    const xlsx = await exported('XLSX');
    expect(xlsx.fileName).toBe('supervision-2026-04.xlsx');
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Staff member');
    const name = rowOf(rows, rbt.at5)!.staff!.name;
    const line = sheet.getRows(2, rows.length)!.find((row) => row.getCell(1).value === name)!;
    expect([2, 3, 5, 7, 8, 11, 13].map((cell) => line.getCell(cell).value)).toEqual(['2026-04', 16.67, 0.83, 2, 2, 5, 'Yes']);

    const pdf = await exported('PDF');
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Supervision of RBTs, 2026-04');
    expect(text).toContain(name);
  });
});

describe('who may read', () => {
  it('shows a therapist their own figures only', async () => {
    const therapist = await stack.signIn('Therapist');
    const rows = await month('2026-12', therapist);
    expect(rows.map((row) => row.staffId)).toEqual(['3']);
    const year = await stack.gql('query($s: ID!) { supervisionYear(staffId: $s) { month } }', { s: String(rbt.at5) }, therapist);
    expect(year.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await stack.data<{ supervisionYear: { month: string }[] }>('query { supervisionYear(staffId: "3") { month } }', {}, therapist);
    expect(own.supervisionYear).toHaveLength(12);
    const exported = await stack.gql('mutation { exportSupervision(month: "2026-12", format: XLSX) { url } }', {}, therapist);
    expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unsigned = await stack.gql('query { supervisionMonth { staffId } }');
    expect(unsigned.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the cost', () => {
  it('makes the same number of upstream calls however many RBTs there are', async () => {
    const calls = stack.standIn.calls;
    calls.reset();
    const before = await month('2026-12');
    const first = calls.count();
    const rbtTitle = stack.standIn.fixtures.appointments.staffTitleId('RBT');
    for (const id of spare) stack.standIn.fixtures.users.update(id, { title_id: rbtTitle });
    calls.reset();
    const after = await month('2026-12');
    expect(after.length).toBeGreaterThanOrEqual(before.length + 1);
    expect(calls.count()).toBe(first);
    // The caller, the staff list, the month's appointments, the services, the session types, and the staff relation.
    expect(first).toBeLessThanOrEqual(6);
  });
});
