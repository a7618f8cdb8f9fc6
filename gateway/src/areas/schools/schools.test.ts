// A school's principal, contacts and holidays: saved per school, checked against the school, and unique within it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const gql = <T>(query: string, variables?: Record<string, unknown>) => stack.gql<T>(query, variables, office);

describe('principal', () => {
  it('reads none for a school without one, saves one, then replaces it in place', async () => {
    const none = await gql<{ schoolPrincipal: unknown }>('{ schoolPrincipal(schoolId: "7") { name } }');
    expect(none.errors).toBeUndefined();
    expect(none.data!.schoolPrincipal).toBeNull();

    const save =
      'mutation($i: SchoolPrincipalInput!) { r: saveSchoolPrincipal(schoolId: "7", input: $i) { schoolId name email school { id name } } }';
    const first = await gql<{ r: { schoolId: string; name: string; school: { id: string } } }>(save, {
      i: { name: 'Rosa Delgado', email: 'rdelgado@k12.test' },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.r).toMatchObject({ schoolId: '7', name: 'Rosa Delgado', school: { id: '7' } });
    const second = await gql<{ r: { name: string } }>(save, { i: { name: 'Ken Adeyemi' } });
    expect(second.data!.r.name).toBe('Ken Adeyemi');
    const read = await gql<{ schoolPrincipal: { name: string } }>('{ schoolPrincipal(schoolId: "7") { name } }');
    expect(read.data!.schoolPrincipal.name).toBe('Ken Adeyemi');
    expect(stack.standIn.fixtures.schools.principalsOf(7)).toHaveLength(1);
  });

  it('refuses a blank name, a bad email and a school that does not exist', async () => {
    const bad = await gql('mutation { saveSchoolPrincipal(schoolId: "1", input: { name: " ", email: "nope" }) { name } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: [expect.any(String)], email: [expect.any(String)] },
    });
    const missing = await gql('{ schoolPrincipal(schoolId: "9999") { name } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('contacts and holidays', () => {
  it('lists a school’s own contacts and holidays, and holidays within dates', async () => {
    const answer = await gql<{
      schoolContacts: { nodes: { schoolId: string }[] };
      schoolHolidays: { nodes: { schoolId: string; startDate: string; endDate: string }[] };
    }>(
      '{ schoolContacts(filter: { schoolId: "3" }) { nodes { schoolId } } schoolHolidays(filter: { schoolId: "3", from: "2025-12-01", to: "2026-02-28" }, page: { perPage: 50 }) { nodes { schoolId startDate endDate } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.schoolContacts.nodes.length).toBeGreaterThanOrEqual(2);
    expect(answer.data!.schoolContacts.nodes.every((contact) => contact.schoolId === '3')).toBe(true);
    const holidays = answer.data!.schoolHolidays.nodes;
    expect(holidays.length).toBeGreaterThan(0);
    for (const holiday of holidays) {
      expect(holiday.schoolId).toBe('3');
      expect(holiday.endDate >= '2025-12-01' && holiday.startDate <= '2026-02-28').toBe(true);
    }
  });

  it('makes a one-day holiday of a start date alone, and refuses an end before the start', async () => {
    const create = 'mutation($i: SchoolHolidayInput!) { r: createSchoolHoliday(input: $i) { id startDate endDate } }';
    const single = await gql<{ r: { startDate: string; endDate: string } }>(create, {
      i: { schoolId: '4', name: 'Snow Day', startDate: '2026-01-27' },
    });
    expect(single.errors).toBeUndefined();
    expect(single.data!.r).toMatchObject({ startDate: '2026-01-27', endDate: '2026-01-27' });
    const backwards = await gql(create, { i: { schoolId: '4', name: 'Backwards', startDate: '2026-03-10', endDate: '2026-03-01' } });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { endDate: ['The end date field must be a date after or equal to start date.'] },
    });
  });

  it('allows the same holiday at two schools, refuses it twice at one, and refuses an unknown school', async () => {
    const create = 'mutation($i: SchoolHolidayInput!) { r: createSchoolHoliday(input: $i) { id } }';
    const holiday = { name: 'Founders Day', startDate: '2026-04-20' };
    expect((await gql(create, { i: { ...holiday, schoolId: '5' } })).errors).toBeUndefined();
    expect((await gql(create, { i: { ...holiday, schoolId: '6' } })).errors).toBeUndefined();
    const again = await gql(create, { i: { ...holiday, schoolId: '5' } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { name: ['The name has already been taken.'] } });
    const nowhere = await gql('mutation { createSchoolContact(input: { schoolId: "9999", name: "Pat Doe" }) { id } }');
    expect(nowhere.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { schoolId: ['The selected school id is invalid.'] } });
  });
});
