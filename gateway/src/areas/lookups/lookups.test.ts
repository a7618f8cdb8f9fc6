// The lookup lists forms pick from, read by a therapist as well as the office, and the relations that resolve
// through them: one list call per request, however many rows ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
let therapist: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());

describe('reference lists', () => {
  it('answers states, time zones, languages and places of service to any signed-in user', async () => {
    const answer = await stack.gql<{
      states: { name: string; code: string }[];
      timezones: { name: string; label: string; offset: string }[];
      languages: { name: string; code: string }[];
      placesOfService: { code: string; name: string }[];
    }>(
      '{ states { id name code } timezones { id name label offset } languages { id name code } placesOfService { id code name description } }',
      {},
      therapist,
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.states).toContainEqual(expect.objectContaining({ name: 'New York', code: 'NY' }));
    expect(new Set(data.states.map((state) => state.code)).size).toBe(data.states.length);
    expect(data.states.length).toBeGreaterThanOrEqual(51);
    expect(data.timezones).toContainEqual(expect.objectContaining({ name: 'America/Chicago', offset: '-06:00' }));
    expect(data.languages).toContainEqual(expect.objectContaining({ name: 'Spanish', code: 'es' }));
    expect(data.placesOfService).toContainEqual(expect.objectContaining({ code: '11', name: 'Office' }));
    expect(data.placesOfService.every((pos) => /^\d{2}$/.test(pos.code))).toBe(true);
  });

  it('refuses them without a session', async () => {
    const answer = await stack.gql('{ states { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('setup lists and their permissions', () => {
  const lists: [field: string, permission: string][] = [
    ['skillAreas', 'hcodes-list'],
    ['bcbaTasks', 'hcodes-list'],
    ['targetAccuracies', 'hcodes-list'],
    ['targetPromoCodes', 'hcodes-list'],
    ['coverageTypes', 'certification-list'],
    ['reinforcements', 'certification-list'],
    ['groupTemplateLessons', 'certification-list'],
    ['promptCodes', 'certification-list'],
    ['schools', 'school-list'],
    ['schoolContacts', 'school-list'],
    ['schoolHolidays', 'school-list'],
    ['noteHelperCategories', 'behavior-list'],
    ['noteHelperSubCategories', 'behavior-list'],
    ['groups', 'organization-list'],
    ['classes', 'Classes'],
    ['roles', 'role-list'],
    ['staffTitles', 'role-list'],
    ['sampleFiles', 'Sample Files'],
  ];
  for (const [field, permission] of lists) {
    it(`${field}: the office administrator (who holds ${permission}) lists it, a therapist is refused`, async () => {
      const query = `{ ${field}(page: { perPage: 50 }) { pageInfo { total } } }`;
      const byOffice = await stack.gql<Record<string, { pageInfo: { total: number } }>>(query, {}, office);
      expect(byOffice.errors).toBeUndefined();
      expect(byOffice.data![field]!.pageInfo.total).toBeGreaterThan(0);
      const byTherapist = await stack.gql(query, {}, therapist);
      expect(byTherapist.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  }

  it('serves the pickers of those lists to any signed-in user', async () => {
    const answer = await stack.gql<Record<string, unknown[]>>(
      '{ skillAreaList { id } schoolList { id } allNoteHelperCategories { id } allRoles { id } allGroups { id } allClasses { id } }',
      {},
      therapist,
    );
    expect(answer.errors).toBeUndefined();
    for (const rows of Object.values(answer.data!)) expect(rows.length).toBeGreaterThan(5);
  });
});

describe('people', () => {
  it('lists every user, and the staff dropdown 100 a page, searchable, without parents', async () => {
    const users = await stack.gql<{ allUsers: { email: string; userType: string }[] }>('{ allUsers { id name email userType } }', {}, office);
    expect(users.data!.allUsers.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@practice.test', 'office@practice.test', 'therapist@practice.test', 'parent@practice.test']),
    );

    const staff = await stack.gql<{ allStaffs: { pageInfo: { perPage: number; total: number }; nodes: { name: string; userType: string }[] } }>(
      '{ allStaffs { pageInfo { perPage total } nodes { id name userType } } }',
      {},
      office,
    );
    expect(staff.errors).toBeUndefined();
    const page = staff.data!.allStaffs;
    expect(page.pageInfo.perPage).toBe(100);
    expect(page.nodes.length).toBe(Math.min(100, page.pageInfo.total));
    expect(page.nodes.every((user) => ['Office Administrator', 'Therapist'].includes(user.userType))).toBe(true);
    const names = page.nodes.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const searched = await stack.gql<{ allStaffs: { nodes: { name: string }[] } }>(
      'query($p: PageInput) { allStaffs(page: $p) { nodes { name } } }',
      { p: { search: 'Jordan', perPage: 100 } },
      office,
    );
    expect(searched.data!.allStaffs.nodes.map((user) => user.name)).toContain('Jordan Ellis');
    expect(searched.data!.allStaffs.nodes.every((user) => user.name.toLowerCase().includes('jordan'))).toBe(true);
  });

  it('lists students for pickers', async () => {
    const answer = await stack.gql<{ clientList: { id: string; name: string; firstName: string; lastName: string }[] }>(
      '{ clientList { id name firstName lastName } }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.clientList.length).toBeGreaterThan(100);
    for (const student of answer.data!.clientList.slice(0, 20)) expect(student.name).toBe(`${student.firstName} ${student.lastName}`);
  });
});

describe('relations cost one list call per request', () => {
  it('every goal with its skill area: one all-goals and one skill-area-list call', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ allGoals: { name: string; skillArea: { id: string; name: string } | null }[] }>(
      '{ allGoals { id name skillArea { id name } } }',
      {},
      therapist,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.allGoals.length).toBeGreaterThan(50);
    expect(answer.data!.allGoals.every((goal) => goal.skillArea !== null)).toBe(true);
    expect(answer.data!.allGoals.find((goal) => goal.name.includes('write their first name'))?.skillArea?.name).toBe('Writing');
    expect(stack.standIn.calls.count({ path: 'all-goals' })).toBe(1);
    expect(stack.standIn.calls.count({ path: 'skill-area-list' })).toBe(1);
    expect(stack.standIn.calls.count()).toBe(2);
  });

  it('a page of 500 school holidays with their schools costs the same two calls as a page of 50', async () => {
    const query = 'query($p: PageInput) { schoolHolidays(page: $p) { pageInfo { total } nodes { id name school { id name } } } }';
    const countCalls = async (perPage: number) => {
      stack.standIn.calls.reset();
      const answer = await stack.gql<{ schoolHolidays: { pageInfo: { total: number }; nodes: { school: { name: string } | null }[] } }>(
        query,
        { p: { perPage } },
        office,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.schoolHolidays.nodes.every((holiday) => holiday.school !== null)).toBe(true);
      return { rows: answer.data!.schoolHolidays.nodes.length, calls: stack.standIn.calls.count() };
    };
    const small = await countCalls(50);
    const large = await countCalls(500);
    expect(small.rows).toBe(50);
    expect(large.rows).toBeGreaterThan(300);
    expect(large.calls).toBe(2);
    expect(small.calls).toBe(large.calls);
    expect(stack.standIn.calls.count({ path: 'school-list' })).toBe(1);
  });

  it('groups and classes with their students and staff: one call per list, whatever the page', async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{
      groups: { nodes: { studentIds: string[]; students: { id: string }[] }[] };
      classes: { nodes: { staffId: string | null; staff: { id: string } | null; studentIds: string[]; students: { id: string }[] }[] };
    }>(
      '{ groups(page: { perPage: 500 }) { nodes { id studentIds students { id name } } } classes(page: { perPage: 500 }) { nodes { id staffId staff { id name } studentIds students { id } } } }',
      {},
      office,
    );
    expect(answer.errors).toBeUndefined();
    const { groups, classes } = answer.data!;
    expect(groups.nodes.length).toBeGreaterThanOrEqual(30);
    for (const group of groups.nodes) expect(group.students.map((s) => s.id)).toEqual(group.studentIds);
    for (const item of classes.nodes) {
      expect(item.students.map((s) => s.id)).toEqual(item.studentIds);
      expect(item.staff?.id ?? null).toBe(item.staffId);
    }
    expect(stack.standIn.calls.count({ path: 'client-list' })).toBe(1);
    expect(stack.standIn.calls.count({ path: 'all-staffs' })).toBe(1);
    expect(stack.standIn.calls.count()).toBe(4);
  });
});
