// The billing schedule, the exports and the signatures through GraphQL against the stand-in: known sessions in a
// month the seeded schedule never reaches, filtered by every filter (the lists sent as bracket arrays), totals of
// units and hours, the XLSX and CSV files opened and equal to the list, and a session's verification from request
// to signatures.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { StudentSession } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
let ids: Record<string, string>;
let studentId: number;
let staffId: number;
let locations: number[];

interface Row {
  id: string;
  date: string;
  startTime: string;
  units: number;
  minutes: number;
  studentName: string;
  staffName: string;
  status: string;
  locationName: string | null;
}
interface Page {
  pageInfo: { total: number };
  nodes: Row[];
}
interface Signature {
  name: string;
  signedAt: string;
}
interface Verification {
  parent: Signature | null;
  staff: Signature | null;
  requestsSent: number;
}

const rowFields = 'id date startTime units minutes studentName staffName status locationName';

/** Known sessions in March 2024: four billed, one cancelled (not billed); the first three at two locations. */
function addKnownSessions(): void {
  const fixtures = stack.standIn.fixtures;
  const parentId = 4;
  const student = fixtures.students.all().find((row) => row.parent_id === parentId);
  if (!student) throw new Error('the demo parent has no student');
  studentId = student.id;
  staffId = student.staff_ids[0] ?? 3;
  locations = fixtures.locations
    .all()
    .slice(0, 2)
    .map((row) => row.id);
  const types = fixtures.appointments.sessionTypes();
  const typeId = (name: string) => types.find((type) => type.name === name)!.id;
  const base = {
    student_id: studentId,
    staff_id: staffId,
    service_id: 1,
    billing_code_id: 1,
    authorization_id: null,
    hcode: '97153',
    note_status: 'Signed',
    place_of_service: 'Home (12)',
    session_type_id: typeId('Direct Therapy'),
  };
  const add = (key: string, date: string, start: string, end: string, units: number, extra: Partial<StudentSession> = {}) => {
    ids = {
      ...ids,
      [key]: String(fixtures.studentSessions.add({ ...base, date, start_time: start, end_time: end, units, status: 'Completed', ...extra }).id),
    };
  };
  add('monMorning', '2024-03-04', '09:00:00', '10:00:00', 4, { location_id: locations[0] });
  add('tueAfternoon', '2024-03-05', '13:00:00', '15:00:00', 8, { location_id: locations[1], place_of_service: 'Office (11)' });
  add('wedEvening', '2024-03-06', '17:30:00', '18:00:00', 2, { location_id: locations[0], session_type_id: typeId('Supervision') });
  add('cancelled', '2024-03-07', '09:00:00', '10:00:00', 4, { status: 'Cancelled' });
  add('friMorning', '2024-03-08', '10:00:00', '10:45:00', 3);
  // A location named like a formula: the CSV must not hand it to a spreadsheet as one.
  fixtures.locations.rename(locations[1]!, '=1+1 Clinic');
}

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  ids = {};
  addKnownSessions();
});
afterAll(() => stack.stop());

const march = { startDate: '2024-03-01', endDate: '2024-03-31' };

const schedule = (filter: Record<string, unknown>, token = office) =>
  stack.gql<{ r: Page }>(
    `query($f: BillingScheduleFilter) { r: billingSchedule(filter: $f, page: { perPage: 100, sortBy: ASC }) { pageInfo { total } nodes { ${rowFields} } } }`,
    { f: filter },
    token,
  );

const idsOf = (page: Page) => page.nodes.map((row) => row.id);

describe('billing schedule', () => {
  it('lists the billed sessions of a range, oldest first when asked, never the cancelled ones', async () => {
    const answer = await schedule(march);
    expect(answer.errors).toBeUndefined();
    expect(idsOf(answer.data!.r)).toEqual([ids.monMorning, ids.tueAfternoon, ids.wedEvening, ids.friMorning]);
    expect(answer.data!.r.nodes[1]).toMatchObject({ units: 8, minutes: 120, startTime: '13:00:00', status: 'Completed' });
  });

  it('sends the list filters as bracket arrays and keeps what every filter asks for', async () => {
    const answer = await schedule({ ...march, locations: locations.map(String), days: ['MON', 'WED'] });
    expect(idsOf(answer.data!.r)).toEqual([ids.monMorning, ids.wedEvening]);
    const call = stack.standIn.calls.last({ method: 'GET', path: 'billing-schedule' })!;
    expect(call.query).toMatchObject({ locations: locations.map(String), days: ['mon', 'wed'], start_date: '2024-03-01', end_date: '2024-03-31' });
    expect(idsOf((await schedule({ ...march, locations: [String(locations[1])] })).data!.r)).toEqual([ids.tueAfternoon]);
    expect(idsOf((await schedule({ ...march, timeRange: 'EVENING' })).data!.r)).toEqual([ids.wedEvening]);
    expect(idsOf((await schedule({ ...march, timeRange: 'MORNING' })).data!.r)).toEqual([ids.monMorning, ids.friMorning]);
    expect(idsOf((await schedule({ ...march, type: ['Supervision'] })).data!.r)).toEqual([ids.wedEvening]);
    expect(idsOf((await schedule({ ...march, placeOfService: ['11'] })).data!.r)).toEqual([ids.tueAfternoon]);
    expect(idsOf((await schedule({ ...march, student: [String(studentId)], service: ['1'], days: ['FRI'] })).data!.r)).toEqual([ids.friMorning]);
    expect((await schedule({ ...march, student: ['999999'] })).data!.r.pageInfo.total).toBe(0);
  });

  it('adds up the units and hours of everything the filter keeps, over every page', async () => {
    const answer = await stack.gql<{
      r: { totals: { sessions: number; units: number; minutes: number; hours: number }; options: { placesOfService: string[]; types: string[] } };
    }>(
      'query($f: BillingScheduleFilter) { r: billingScheduleSummary(filter: $f) { totals { sessions units minutes hours } options { placesOfService types } } }',
      { f: march },
      office,
    );
    expect(answer.errors).toBeUndefined();
    // 60 + 120 + 30 + 45 minutes; 4 + 8 + 2 + 3 units.
    expect(answer.data!.r.totals).toEqual({ sessions: 4, units: 17, minutes: 255, hours: 4.25 });
    expect(answer.data!.r.options.types).toEqual(expect.arrayContaining(['Direct Therapy', 'Supervision']));
  });

  it('refuses a range that ends before it starts, beside the field', async () => {
    const answer = await schedule({ startDate: '2024-03-31', endDate: '2024-03-01' });
    expect(answer.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { endDate: ['The end date must be a date after or equal to start date.'] },
    });
  });
});

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function xlsxRows(url: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(url)) as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((cell) => (cell === null || cell === undefined ? '' : String(cell)))),
  );
  return rows;
}

const csvRows = async (url: string): Promise<string[][]> => parse((await download(url)).toString('utf8'), { bom: true }) as string[][];

describe('exports', () => {
  const exportSchedule = (format: string) =>
    stack.gql<{ r: { url: string; fileName: string } }>(
      `mutation($f: BillingScheduleFilter) { r: exportBillingSchedule(filter: $f, format: ${format}) { url fileName } }`,
      { f: march },
      office,
    );

  it('writes the billing schedule as XLSX and CSV holding the rows the list shows, in its order', async () => {
    const listed = (await schedule(march)).data!.r.nodes;
    for (const format of ['XLSX', 'CSV']) {
      const answer = await exportSchedule(format);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.r.fileName).toBe(`billing-schedule.${format.toLowerCase()}`);
      const rows = format === 'XLSX' ? await xlsxRows(answer.data!.r.url) : await csvRows(answer.data!.r.url);
      expect(rows[0]!.slice(0, 6)).toEqual(['Date', 'Day', 'Start', 'End', 'Student', 'Staff']);
      expect(rows.slice(1).map((row) => [row[0], row[2], row[4], row[5], row[12], row[14]])).toEqual(
        listed.map((row) => [row.date, row.startTime.slice(0, 5), row.studentName, row.staffName, String(row.units), row.status]),
      );
    }
  });

  it('writes the list view sessions with the list filters, the cancelled one included, and guards CSV cells', async () => {
    const answer = await stack.gql<{ r: { url: string } }>(
      'mutation($f: AppointmentListFilter) { r: exportSessions(filter: $f, format: CSV) { url } }',
      { f: { from: '2024-03-01', to: '2024-03-31', studentIds: [String(studentId)] } },
      office,
    );
    expect(answer.errors).toBeUndefined();
    const rows = await csvRows(answer.data!.r.url);
    expect(rows[0]!.slice(-2)).toEqual(['Parent signature', 'Staff signature']);
    expect(rows.slice(1).map((row) => row[14])).toEqual(['Completed', 'Completed', 'Completed', 'Cancelled', 'Completed']);
    expect(rows[2]![9]).toBe("'=1+1 Clinic");
    const call = stack.standIn.calls.last({ method: 'POST', path: 'export-session' })!;
    expect(call.body).toMatchObject({ from: '2024-03-01', to: '2024-03-31', student_ids: [String(studentId)], format: 'csv' });
  });

  it('offers the list view filter options from the sessions', async () => {
    const answer = await stack.gql<{ r: { statuses: string[]; students: { id: string; name: string }[] } }>(
      '{ r: appointmentListOptions { statuses students { id name } } }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.statuses).toEqual(expect.arrayContaining(['Cancelled', 'Completed', 'Scheduled']));
    expect(answer.data!.r.students.map((student) => student.id)).toContain(String(studentId));
  });
});

describe('verification of sessions', () => {
  const verify = (sessionId: string, token: string) =>
    stack.gql<{ r: { verification: Verification } }>(
      'mutation($s: ID!) { r: verifySession(sessionId: $s) { verification { requestsSent parent { name signedAt } staff { name signedAt } } } }',
      { s: sessionId },
      token,
    );

  it('requests the parent signature, the parent signs, the staff side signs, and each is done once', async () => {
    const sent = await stack.gql<{
      r: {
        sent: { sessionId: string; recipientRole: string; recipientEmail: string; status: string }[];
        skipped: { sessionId: string; reason: string }[];
      };
    }>(
      'mutation($s: [ID!]!) { r: requestSessionSignatures(sessionIds: $s) { sent { sessionId recipientRole recipientEmail status } skipped { sessionId reason } } }',
      { s: [ids.monMorning, ids.cancelled] },
      office,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.r.sent).toEqual([
      { sessionId: ids.monMorning, recipientRole: 'PARENT', recipientEmail: 'parent@practice.test', status: 'Sent' },
    ]);
    expect(sent.data!.r.skipped).toEqual([{ sessionId: ids.cancelled, reason: 'A session marked Cancelled cannot be verified.' }]);

    const parent = await stack.signIn('Parent');
    const signed = await verify(ids.monMorning!, parent);
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.r.verification).toMatchObject({ requestsSent: 1, parent: { name: expect.any(String) }, staff: null });
    const again = await verify(ids.monMorning!, parent);
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(again.errors![0]!.extensions!.fieldErrors).toEqual({ sessionId: [expect.stringMatching(/^This session was already verified by /)] });

    const listed = await stack.gql<{ r: { nodes: { sessionId: string; status: string; studentName: string }[] } }>(
      'query($s: ID) { r: sentSignRequests(filter: { sessionId: $s }) { nodes { sessionId status studentName } } }',
      { s: ids.monMorning },
      office,
    );
    expect(listed.data!.r.nodes).toEqual([{ sessionId: ids.monMorning, status: 'Signed', studentName: expect.any(String) }]);

    const staffSide = await stack.gql<{ r: { verified: string[]; skipped: { sessionId: string; reason: string }[] } }>(
      'mutation($s: [ID!]!) { r: verifySessions(sessionIds: $s) { verified skipped { sessionId reason } } }',
      { s: [ids.monMorning, ids.cancelled] },
      office,
    );
    expect(staffSide.data!.r).toEqual({
      verified: [ids.monMorning],
      skipped: [{ sessionId: ids.cancelled, reason: 'A session marked Cancelled cannot be verified.' }],
    });
    const row = (await schedule({ ...march, days: ['MON'] })).data!.r.nodes[0]!;
    expect(row.id).toBe(ids.monMorning);
    const withVerification = await stack.gql<{ r: Page & { nodes: { verification: Verification }[] } }>(
      `query($f: BillingScheduleFilter) { r: billingSchedule(filter: $f) { nodes { verification { requestsSent parent { name } staff { name } } } } }`,
      { f: { ...march, days: ['MON'] } },
      office,
    );
    expect(withVerification.data!.r.nodes[0]!.verification).toMatchObject({
      requestsSent: 1,
      parent: { name: expect.any(String) },
      staff: { name: expect.any(String) },
    });
  });

  it('reads a session verified by the family before signatures were kept (its summary only) as the parent signature', async () => {
    const summaryOnly = stack.standIn.fixtures.studentSessions.copy(Number(ids.tueAfternoon), {
      date: '2024-02-06',
      verification: undefined,
      verification_status: 'Verified',
      verified_by_name: 'Grace Hill',
      verified_at: '2024-02-06T20:00:00.000Z',
      sign_requested_at: '2024-02-06T19:00:00.000Z',
    });
    const listed = await stack.gql<{ r: { nodes: { id: string; verification: Verification }[] } }>(
      'query($f: BillingScheduleFilter) { r: billingSchedule(filter: $f) { nodes { id verification { requestsSent parent { name signedAt } staff { name } } } } }',
      { f: { startDate: '2024-02-06', endDate: '2024-02-06' } },
      office,
    );
    expect(listed.data!.r.nodes).toEqual([
      {
        id: String(summaryOnly.id),
        verification: { requestsSent: 1, parent: { name: 'Grace Hill', signedAt: '2024-02-06T20:00:00.000Z' }, staff: null },
      },
    ]);
    // The family has signed, so the request goes to the therapist.
    const sent = await stack.gql<{ r: { sent: { recipientRole: string }[] } }>(
      'mutation($s: [ID!]!) { r: requestSessionSignatures(sessionIds: $s) { sent { recipientRole } } }',
      { s: [String(summaryOnly.id)] },
      office,
    );
    expect(sent.data!.r.sent).toEqual([{ recipientRole: 'STAFF' }]);
  });

  it('keeps a parent to their own child and a session that has not been held yet unsigned', async () => {
    const parent = await stack.signIn('Parent');
    const sessions = stack.standIn.fixtures.studentSessions;
    const other = sessions.all().find((row) => row.student_id !== studentId)!;
    const refused = await verify(String(other.id), parent);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const future = sessions.copy(Number(ids.friMorning), { date: '2099-01-05', status: 'Scheduled' });
    const early = await verify(String(future.id), office);
    expect(early.errors![0]!.extensions!.fieldErrors).toEqual({ sessionId: ['A session can be verified once it has taken place.'] });
  });

  it("lists a parent their own children's sessions only, to verify them from their own page", async () => {
    const parent = await stack.signIn('Parent');
    const listed = await stack.gql<{ r: { nodes: { id: string; student: { id: string } }[] } }>(
      'query($f: AppointmentListFilter) { r: appointmentList(filter: $f, page: { perPage: 500 }) { nodes { id student { id } } } }',
      { f: { from: '2024-03-01', to: '2024-03-31' } },
      parent,
    );
    expect(listed.errors).toBeUndefined();
    const own = new Set(
      stack.standIn.fixtures.students
        .all()
        .filter((row) => row.parent_id === 4)
        .map((row) => String(row.id)),
    );
    expect(listed.data!.r.nodes.map((node) => node.id)).toEqual(expect.arrayContaining([ids.monMorning, ids.friMorning]));
    expect(listed.data!.r.nodes.every((node) => own.has(node.student.id))).toBe(true);
    const therapist = await stack.signIn('Therapist');
    const staffSide = await stack.gql('{ r: appointmentList { nodes { id } } }', {}, therapist);
    expect(staffSide.errors).toBeUndefined();
  });
});
