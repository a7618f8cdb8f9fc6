// The staff record through GraphQL against the stand-in: the lifecycle (create, update, a taken email refused
// beside the field, delete, restore, permanent delete), the list's filters and search, the credentials flagged in
// the practice's time zone, parents on the same calls, and the list's relations at a constant number of calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../dates/clock.js';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { nextStamp } from '@portal/mocks';

let stack: Stack;
let office: string;

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const unique = () => `Zq${nextStamp()}`;

interface Member {
  id: string;
  name: string;
  email: string;
  status: number;
  title: { id: string; name: string } | null;
  serviceLines: { id: string }[];
  credentials: { name: string; expiresOn: string; daysLeft: number; level: string; label: string }[];
  credentialAlert: { level: string; label: string; daysLeft: number; name: string; count: number } | null;
}

const memberFields = `id name email status title { id name } serviceLines { id name }
  credentials { name expiresOn daysLeft level label } credentialAlert { level label daysLeft name count }`;

async function list(filter: Record<string, unknown> = {}, page: Record<string, unknown> = {}) {
  const answer = await stack.gql<{ r: { pageInfo: { total: number }; nodes: Member[] } }>(
    `query($p: PageInput, $f: StaffMemberFilter) { r: staffMembers(page: $p, filter: $f) { pageInfo { total } nodes { ${memberFields} } } }`,
    { p: { perPage: 500, ...page }, f: filter },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

const createMutation = `mutation($i: StaffMemberInput!) { r: createStaffMember(input: $i) { id name email title { name } } }`;

describe('staff lifecycle', () => {
  it('creates, reads, updates, refuses a taken email, deletes, restores and permanently deletes', async () => {
    const tag = unique();
    const email = `${tag.toLowerCase()}@practice.test`;
    const input = { firstName: `Riley ${tag}`, lastName: 'Okafor', email, phone: '(555) 201-3344', userType: 'Therapist', titleId: '4' };
    const created = await stack.gql<{ r: { id: string; name: string; title: { name: string } } }>(createMutation, { i: input }, office);
    expect(created.errors).toBeUndefined();
    const id = created.data!.r.id;
    expect(created.data!.r).toMatchObject({ name: `Riley ${tag} Okafor`, title: { name: 'RBT' } });

    const taken = await stack.gql(createMutation, { i: { ...input, firstName: 'Someone', email: email.toUpperCase() } }, office);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: ['The email has already been taken.'] } });
    expect((await list({}, { search: 'Someone' })).nodes.some((member) => member.email === email.toUpperCase())).toBe(false);

    const missing = await stack.gql(createMutation, { i: { ...input, firstName: '', email: `other-${email}` } }, office);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { firstName: ['The first name field is required.'] } });
    expect((await list({}, { search: `other-${email}` })).pageInfo.total).toBe(0);

    const updated = await stack.gql<{ r: { name: string } }>(
      `mutation($id: ID!, $i: StaffMemberInput!) { r: updateStaffMember(id: $id, input: $i) { name } }`,
      { id, i: { ...input, lastName: 'Okafor-Lee' } },
      office,
    );
    expect(updated.data?.r.name).toBe(`Riley ${tag} Okafor-Lee`);
    // Another's email is refused on update too, and nothing of the update is saved.
    const clash = await stack.gql(
      `mutation($id: ID!, $i: StaffMemberInput!) { r: updateStaffMember(id: $id, input: $i) { name } }`,
      { id, i: { ...input, lastName: 'Changed', email: 'therapist@practice.test' } },
      office,
    );
    expect(clash.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { email: ['The email has already been taken.'] } });
    const read = await stack.gql<{ r: { name: string; email: string } }>(
      `query($id: ID!) { r: staffMember(id: $id) { name email } }`,
      { id },
      office,
    );
    expect(read.data?.r).toEqual({ name: `Riley ${tag} Okafor-Lee`, email });

    expect((await list({}, { search: tag })).nodes.map((member) => member.id)).toEqual([id]);
    const removed = await stack.gql<{ r: { ok: boolean } }>(`mutation($id: ID!) { r: deleteStaffMember(id: $id) { ok } }`, { id }, office);
    expect(removed.data?.r.ok).toBe(true);
    expect((await list({}, { search: tag })).pageInfo.total).toBe(0);
    const deleted = await stack.gql<{ r: { nodes: { id: string }[] } }>(
      `query($p: PageInput) { r: deletedStaffMembers(page: $p) { nodes { id } } }`,
      { p: { search: tag } },
      office,
    );
    expect(deleted.data?.r.nodes.map((node) => node.id)).toEqual([id]);

    await stack.gql(`mutation($ids: [ID!]!) { r: restoreStaffMember(ids: $ids) { ok } }`, { ids: [id] }, office);
    expect((await list({}, { search: tag })).pageInfo.total).toBe(1);

    await stack.gql(`mutation($id: ID!) { r: deleteStaffMember(id: $id) { ok } }`, { id }, office);
    const purged = await stack.gql<{ r: { ok: boolean } }>(
      `mutation($ids: [ID!]!) { r: permanentlyDeleteStaffMember(ids: $ids) { ok } }`,
      { ids: [id] },
      office,
    );
    expect(purged.data?.r.ok).toBe(true);
    const gone = await stack.gql(`query($id: ID!) { r: staffMember(id: $id) { id } }`, { id }, office);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('asks for Staff List: a therapist may not list staff, but reads and renames themselves', async () => {
    const therapist = await stack.signIn('Therapist');
    const listed = await stack.gql(`{ staffMembers { nodes { id } } }`, {}, therapist);
    expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await stack.gql<{ r: { name: string } }>(
      `mutation($i: StaffMemberInput!) { r: updateStaffMember(id: "3", input: $i) { name } }`,
      { i: { firstName: 'Jordan', lastName: 'Ellis', email: 'therapist@practice.test', userType: 'Office Administrator' } },
      therapist,
    );
    expect(own.data?.r.name).toBe('Jordan Ellis');
    const type = await stack.gql<{ r: { userType: string } }>(`{ r: staffMember(id: "3") { userType } }`, {}, therapist);
    expect(type.data?.r.userType).toBe('Therapist');
    const other = await stack.gql(`{ r: staffMember(id: "2") { id } }`, {}, therapist);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('profile', () => {
  it('lets a parent and the Super Admin read and rename themselves through the same calls, and no one else', async () => {
    for (const [role, id, email] of [
      ['Parent', '4', 'parent@practice.test'],
      ['Super Admin', '1', 'admin@practice.test'],
    ] as const) {
      const token = await stack.signIn(role);
      const renamed = await stack.gql<{ r: { name: string; phone: string } }>(
        `mutation($id: ID!, $i: StaffMemberInput!) { r: updateStaffMember(id: $id, input: $i) { name phone } }`,
        { id, i: { firstName: 'Renamed', lastName: role.replace(' ', ''), email, phone: '(555) 777-0000' } },
        token,
      );
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data?.r).toEqual({ name: `Renamed ${role.replace(' ', '')}`, phone: '(555) 777-0000' });
    }
    const parent = await stack.signIn('Parent');
    const other = await stack.gql(`{ r: staffMember(id: "3") { id } }`, {}, parent);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The Super Admin is nobody's staff: an office administrator cannot reach their record.
    const admin = await stack.gql(`{ r: staffMember(id: "1") { id } }`, {}, office);
    expect(admin.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('staff list', () => {
  it('lists staff only (no parents, no Super Admin) and filters by status, title and service line', async () => {
    const all = await list();
    expect(all.pageInfo.total).toBeGreaterThan(30);
    const types = await stack.gql<{ r: { nodes: { userType: string }[] } }>(
      `{ r: staffMembers(page: { perPage: 500 }) { nodes { userType } } }`,
      {},
      office,
    );
    expect(new Set(types.data!.r.nodes.map((node) => node.userType))).toEqual(new Set(['Office Administrator', 'Therapist']));

    const inactive = await list({ status: 0 });
    expect(inactive.nodes.length).toBeGreaterThan(0);
    expect(inactive.nodes.every((member) => member.status === 0)).toBe(true);

    const rbts = await list({ title: '4' });
    expect(rbts.nodes.length).toBeGreaterThan(0);
    expect(rbts.nodes.every((member) => member.title?.name === 'RBT')).toBe(true);

    const lineId = all.nodes.find((member) => member.serviceLines.length > 0)!.serviceLines[0]!.id;
    const inLine = await list({ serviceLine: lineId });
    expect(inLine.nodes.length).toBeGreaterThan(0);
    expect(inLine.nodes.every((member) => member.serviceLines.some((line) => line.id === lineId))).toBe(true);
    expect(inLine.pageInfo.total).toBeLessThan(all.pageInfo.total);

    const byFunder = await list({ funder: '1' });
    expect(byFunder.pageInfo.total).toBeLessThanOrEqual(all.pageInfo.total);
  });

  it('answers the list with titles, service lines and credentials in a constant number of upstream calls', async () => {
    const callsFor = async (perPage: number) => {
      stack.standIn.calls.reset();
      const page = await list({}, { perPage });
      return { calls: stack.standIn.calls.count(), rows: page.nodes.length };
    };
    const small = await callsFor(50);
    const large = await callsFor(500);
    expect(large.rows).toBeGreaterThanOrEqual(small.rows);
    expect(large.calls).toBe(small.calls);
    expect(large.calls).toBeLessThanOrEqual(3);
  });
});

describe('credentials', () => {
  it('flags expired credentials and those expiring within 7, 30 and 60 days, on the list and the record', async () => {
    const all = await list();
    const levels = new Set(all.nodes.flatMap((member) => member.credentials.map((credential) => credential.level)));
    for (const level of ['EXPIRED', 'WITHIN_7_DAYS', 'WITHIN_30_DAYS', 'WITHIN_60_DAYS', 'CURRENT']) expect(levels).toContain(level);
    for (const member of all.nodes) {
      const flagged = member.credentials.filter((credential) => credential.level !== 'CURRENT');
      expect(member.credentialAlert?.count ?? 0).toBe(flagged.length);
      if (member.credentialAlert) expect(member.credentialAlert.daysLeft).toBe(Math.min(...flagged.map((credential) => credential.daysLeft)));
    }
    const therapist = all.nodes.find((member) => member.email === 'therapist@practice.test')!;
    const rbt = therapist.credentials.find((credential) => credential.name === 'Registered Behavior Technician')!;
    expect(rbt).toMatchObject({ daysLeft: 25, level: 'WITHIN_30_DAYS', label: 'Expires in 25 days' });
    const expired = all.nodes.flatMap((member) => member.credentials).find((credential) => credential.level === 'EXPIRED')!;
    expect(expired.label).toBe('Expired');
    expect(expired.daysLeft).toBeLessThan(0);
  });

  it('adds, edits and deletes a credential of a staff member, the flag following its expiry date', async () => {
    const day = (offset: number) => new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);
    const bad = await stack.gql(
      `mutation($i: StaffCredentialInput!) { r: createStaffCredential(input: $i) { id } }`,
      { i: { userId: '5', certificationId: '10', expiresOn: day(-400), issuedOn: day(-300) } },
      office,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { expiresOn: ['The expires on field must be a date after issued on.'] } });
    const made = await stack.gql<{ r: { id: string; level: string } }>(
      `mutation($i: StaffCredentialInput!) { r: createStaffCredential(input: $i) { id level } }`,
      { i: { userId: '5', certificationId: '10', expiresOn: day(400), issuedOn: day(-300) } },
      office,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.r.id;
    expect(made.data!.r.level).toBe('CURRENT');
    const edited = await stack.gql<{ r: { level: string } }>(
      `mutation($id: ID!, $i: StaffCredentialInput!) { r: updateStaffCredential(id: $id, input: $i) { level } }`,
      { id, i: { certificationId: '10', expiresOn: day(-2) } },
      office,
    );
    expect(edited.data?.r.level).toBe('EXPIRED');
    const own = await stack.gql<{ r: { nodes: { id: string }[] } }>(`{ r: staffCredentials(userId: "5") { nodes { id } } }`, {}, office);
    expect(own.data?.r.nodes.map((node) => node.id)).toContain(id);
    await stack.gql(`mutation($id: ID!) { r: deleteStaffCredential(id: $id) { ok } }`, { id }, office);
    const after = await stack.gql<{ r: { nodes: { id: string }[] } }>(`{ r: staffCredentials(userId: "5") { nodes { id } } }`, {}, office);
    expect(after.data?.r.nodes.map((node) => node.id)).not.toContain(id);
  });
});

describe('parents', () => {
  it('lists, creates, updates, deletes, restores and permanently deletes parents on the users calls', async () => {
    const tag = unique();
    const page = await stack.gql<{ r: { pageInfo: { total: number }; nodes: { email: string; childCount: number }[] } }>(
      `{ r: parents(page: { perPage: 100 }) { pageInfo { total } nodes { email childCount } } }`,
      {},
      office,
    );
    expect(page.data!.r.pageInfo.total).toBeGreaterThan(10);
    expect(page.data!.r.nodes.some((parent) => parent.email === 'parent@practice.test' && parent.childCount > 0)).toBe(true);

    const created = await stack.gql<{ r: { id: string } }>(
      `mutation($i: ParentInput!) { r: createParent(input: $i) { id } }`,
      { i: { firstName: `Pat ${tag}`, lastName: 'Nguyen', email: `${tag.toLowerCase()}@family.test` } },
      office,
    );
    const id = created.data!.r.id;
    const asStaff = await list({}, { search: tag });
    expect(asStaff.pageInfo.total).toBe(0);
    await stack.gql(`mutation($id: ID!) { r: deleteParent(id: $id) { ok } }`, { id }, office);
    const deleted = await stack.gql<{ r: { nodes: { id: string }[] } }>(
      `query($p: PageInput) { r: deletedParents(page: $p) { nodes { id } } }`,
      { p: { search: tag } },
      office,
    );
    expect(deleted.data?.r.nodes.map((node) => node.id)).toEqual([id]);
    const staffDeleted = await stack.gql<{ r: { nodes: { id: string }[] } }>(
      `query($p: PageInput) { r: deletedStaffMembers(page: $p) { nodes { id } } }`,
      { p: { search: tag } },
      office,
    );
    expect(staffDeleted.data?.r.nodes).toEqual([]);
    await stack.gql(`mutation($ids: [ID!]!) { r: restoreParent(ids: $ids) { ok } }`, { ids: [id] }, office);
    const read = await stack.gql<{ r: { name: string } }>(`query($id: ID!) { r: parent(id: $id) { name } }`, { id }, office);
    expect(read.data?.r.name).toBe(`Pat ${tag} Nguyen`);
  });
});

describe('staff lookups', () => {
  it('answers schools, service lines, lookups, the import status and the export', async () => {
    const set = await stack.gql<{ r: { schoolId: string; school: { name: string } | null }[] }>(
      `mutation { r: setStaffSchools(userId: "3", schoolIds: ["1", "2"]) { schoolId school { name } } }`,
      {},
      office,
    );
    expect(set.data?.r.map((row) => row.schoolId).sort()).toEqual(['1', '2']);
    const schools = await stack.gql<{ r: { schoolId: string }[] }>(`{ r: staffSchools(userId: "3") { schoolId } }`, {}, office);
    expect(schools.data?.r).toHaveLength(2);

    const lines = await stack.gql<{ r: { nodes: { serviceLine: { name: string } | null }[] } }>(
      `{ r: userServiceLines(userId: "3") { nodes { serviceLine { name } } } }`,
      {},
      office,
    );
    expect(lines.data?.r.nodes.length).toBeGreaterThan(0);
    expect(lines.data?.r.nodes[0]?.serviceLine?.name).toBeTruthy();

    const lookups = await stack.gql<{
      entering: { id: string }[];
      contacts: { contacts: unknown[] }[];
      status: { pendingCount: number };
      parents: { nodes: { userType: string }[] };
    }>(
      `{ entering: sessionEnteringPersons { id } contacts: allStudentsWithContacts { contacts { name } }
         status: staffImportStatus { pendingCount } parents: usersOfType(type: "Parent") { nodes { userType } } }`,
      {},
      office,
    );
    expect(lookups.errors).toBeUndefined();
    expect(lookups.data!.entering.length).toBeGreaterThan(10);
    expect(lookups.data!.contacts.length).toBeGreaterThan(0);
    expect(lookups.data!.status.pendingCount).toBe(0);
    expect(new Set(lookups.data!.parents.nodes.map((node) => node.userType))).toEqual(new Set(['Parent']));

    const exported = await stack.gql<{ r: { url: string; fileName: string } }>(
      `mutation { r: exportStaff(filter: { status: 1 }, page: { search: "a" }) { url fileName } }`,
      {},
      office,
    );
    expect(exported.data?.r.fileName).toMatch(/^staff-.*\.xlsx$/);
    const file = await fetch(exported.data!.r.url);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('staff import', () => {
  it('queues the rows that pass the create rules, reports the others by line, and counts the queued as pending', async () => {
    const tag = unique().toLowerCase();
    const csv = [
      'first_name,last_name,email,user_type,title_id',
      `Noa,Berg,noa.${tag}@practice.test,Therapist,4`,
      `Ira,Lund,ira.${tag}@practice.test,Office Administrator,13`,
      'Taken,Person,therapist@practice.test,Therapist,4',
      `,Nameless,nameless.${tag}@practice.test,Therapist,4`,
    ].join('\n');
    const answer = await sendMultipart(
      stack.gateway.url,
      'mutation($file: Upload!) { r: importStaff(file: $file) { imported rejected errors { row message } } }',
      { file: null },
      { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'staff.csv', type: 'text/csv' } },
      office,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.r).toEqual({
      imported: 2,
      rejected: 2,
      errors: [
        { row: 4, message: 'The email has already been taken.' },
        { row: 5, message: 'The first name field is required.' },
      ],
    });
    const status = await stack.gql<{ r: { pendingCount: number } }>('{ r: staffImportStatus { pendingCount } }', {}, office);
    expect(status.data?.r.pendingCount).toBe(2);
    await expect.poll(async () => (await list({}, { search: tag })).pageInfo.total, { timeout: 8_000, interval: 500 }).toBe(2);
  });
});
