// The student list through GraphQL against the stand-in: each filter, each page size, sort,
// search, the filter options, a therapist's narrower view, and the relations of a 500-row page costing a constant
// number of upstream calls.
import type { AuthorizationService, Student, StudentAuthorization } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

interface Listed {
  r: {
    pageInfo: { total: number; perPage: number; currentPage: number; lastPage: number; from: number | null; to: number | null };
    nodes: { id: string }[];
  };
}

let stack: Stack;
let token: string;
let students: Student[];
let authorizations: StudentAuthorization[];
let services: AuthorizationService[];

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const fixtures = stack.standIn.fixtures;
  students = fixtures.students.all();
  authorizations = fixtures.studentAuthorizations.all();
  services = fixtures.studentAuthorizations.services();
});
afterAll(() => stack.stop());

const listQuery = `query($p: PageInput, $f: StudentFilter) {
  r: students(page: $p, filter: $f) { pageInfo { total perPage currentPage lastPage from to } nodes { id } }
}`;

async function list(page: Record<string, unknown> | undefined, filter?: Record<string, unknown>) {
  const answer = await stack.gql<Listed>(listQuery, { p: page, f: filter }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

const authsOf = (student: Student) => authorizations.filter((a) => a.student_id === student.id);
const servicesOf = (student: Student) => {
  const ids = new Set(authsOf(student).map((a) => a.id));
  return services.filter((s) => ids.has(s.authorization_id));
};

describe('page sizes', () => {
  it('defaults to 50 per page, newest first', async () => {
    const page = await list(undefined);
    expect(page.pageInfo).toMatchObject({ perPage: 50, currentPage: 1, total: students.length, from: 1, to: 50 });
    expect(students.length).toBeGreaterThan(500);
    const ids = page.nodes.map((node) => Number(node.id));
    expect(ids).toEqual(
      [...students]
        .map((s) => s.id)
        .sort((a, b) => b - a)
        .slice(0, 50),
    );
  });

  for (const size of [50, 100, 150, 200, 500]) {
    it(`pages ${size} at a time`, async () => {
      const last = Math.ceil(students.length / size);
      const first = await list({ perPage: size });
      expect(first.pageInfo).toMatchObject({ perPage: size, lastPage: last, total: students.length });
      expect(first.nodes).toHaveLength(size);
      const end = await list({ perPage: size, page: last });
      expect(end.nodes).toHaveLength(students.length - size * (last - 1));
      expect(end.pageInfo.to).toBe(students.length);
    });
  }

  it('refuses a page size the screens do not offer', async () => {
    const answer = await stack.gql(listQuery, { p: { perPage: 25 } }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { perPage: [expect.any(String)] } });
  });
});

describe('sort and search', () => {
  it('sorts by a column in either direction', async () => {
    const query = `query($p: PageInput) { r: students(page: $p) { nodes { lastName } } }`;
    const asc = await stack.gql<{ r: { nodes: { lastName: string }[] } }>(
      query,
      { p: { perPage: 500, sortBy: 'ASC', sortField: 'last_name' } },
      token,
    );
    const names = asc.data!.r.nodes.map((node) => node.lastName);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
    const desc = await stack.gql<{ r: { nodes: { lastName: string }[] } }>(
      query,
      { p: { perPage: 500, sortBy: 'DESC', sortField: 'last_name' } },
      token,
    );
    expect(desc.data!.r.nodes[0]!.lastName).toBe(
      [...students]
        .map((s) => s.last_name)
        .sort(collator.compare)
        .at(-1),
    );
  });

  it('searches names, codes and contacts, case-insensitively', async () => {
    const sample = students[37]!;
    const needle = sample.last_name.toUpperCase();
    const answer = await stack.gql<{ r: { pageInfo: { total: number }; nodes: Record<string, string | null>[] } }>(
      `query($p: PageInput) { r: students(page: $p) { pageInfo { total } nodes { id name clientCode email phone guardianName guardianEmail schoolName preferredName } } }`,
      { p: { search: needle, perPage: 500 } },
      token,
    );
    const nodes = answer.data!.r.nodes;
    expect(nodes.map((node) => Number(node.id))).toContain(sample.id);
    for (const node of nodes) {
      const { id: _id, ...fields } = node;
      expect(Object.values(fields).join(' ').toLowerCase()).toContain(needle.toLowerCase());
    }
  });
});

describe('filters', () => {
  const pick = <T>(rows: T[], index: number) => rows[index % rows.length]!;
  const withAuth = () => students.filter((s) => authsOf(s).length > 0);
  const cases: { name: string; filter: () => Record<string, unknown>; expected: (filter: Record<string, unknown>) => (s: Student) => boolean }[] = [
    { name: 'agency', filter: () => ({ agency: String(pick(students, 3).agency_id) }), expected: (f) => (s) => s.agency_id === Number(f.agency) },
    {
      name: 'student (sent as student_id)',
      filter: () => ({ student: String(pick(students, 11).id) }),
      expected: (f) => (s) => s.id === Number(f.student),
    },
    {
      name: 'funder',
      filter: () => ({ funder: String(pick(students, 5).funder_ids[0]) }),
      expected: (f) => (s) => s.funder_ids.includes(Number(f.funder)) || authsOf(s).some((a) => a.funder_id === Number(f.funder)),
    },
    {
      name: 'staff',
      filter: () => ({ staff: String(pick(students, 9).staff_ids[0]) }),
      expected: (f) => (s) => s.staff_ids.includes(Number(f.staff)),
    },
    {
      name: 'authorization start date',
      filter: () => ({ authorizationStartDate: authsOf(pick(withAuth(), 2))[0]!.start_date }),
      expected: (f) => (s) => authsOf(s).some((a) => a.start_date >= String(f.authorizationStartDate)),
    },
    {
      name: 'authorization end date',
      filter: () => ({ authorizationEndDate: authsOf(pick(withAuth(), 4))[0]!.end_date }),
      expected: (f) => (s) => authsOf(s).some((a) => a.end_date <= String(f.authorizationEndDate)),
    },
    {
      name: 'authorization window (both dates)',
      filter: () => {
        const a = authsOf(pick(withAuth(), 6))[0]!;
        return { authorizationStartDate: a.start_date, authorizationEndDate: a.end_date };
      },
      expected: (f) => (s) =>
        authsOf(s).some((a) => a.start_date >= String(f.authorizationStartDate) && a.end_date <= String(f.authorizationEndDate)),
    },
    { name: 'month of birth', filter: () => ({ dobMonth: 4 }), expected: () => (s) => Number(s.dob.slice(5, 7)) === 4 },
    {
      name: 'year of birth',
      filter: () => ({ dobYear: Number(pick(students, 8).dob.slice(0, 4)) }),
      expected: (f) => (s) => s.dob.startsWith(`${f.dobYear}-`),
    },
    { name: 'status active (1)', filter: () => ({ status: 1 }), expected: () => (s) => s.status === 1 },
    { name: 'status inactive (0)', filter: () => ({ status: 0 }), expected: () => (s) => s.status === 0 },
    {
      name: 'service line (sent as serviceLine)',
      filter: () => ({ serviceLine: String(pick(students, 12).service_line_ids[0]) }),
      expected: (f) => (s) =>
        s.service_line_ids.includes(Number(f.serviceLine)) || authsOf(s).some((a) => a.service_line_id === Number(f.serviceLine)),
    },
    {
      name: 'service',
      filter: () => ({ service: String(authsOf(pick(withAuth(), 7))[0]!.service_id) }),
      expected: (f) => (s) =>
        authsOf(s).some((a) => a.service_id === Number(f.service)) || servicesOf(s).some((x) => x.service_id === Number(f.service)),
    },
    {
      name: 'billing code (sent as billingCode)',
      filter: () => ({ billingCode: String(servicesOf(pick(withAuth(), 8))[0]!.billing_code_id) }),
      expected: (f) => (s) => servicesOf(s).some((x) => x.billing_code_id === Number(f.billingCode)),
    },
    {
      name: 'funder and month of birth together',
      filter: () => ({ funder: String(pick(students, 1).funder_ids[0]), dobMonth: Number(pick(students, 1).dob.slice(5, 7)) }),
      expected: (f) => (s) =>
        (s.funder_ids.includes(Number(f.funder)) || authsOf(s).some((a) => a.funder_id === Number(f.funder))) &&
        Number(s.dob.slice(5, 7)) === f.dobMonth,
    },
  ];

  for (const c of cases) {
    it(`filters by ${c.name}`, async () => {
      const filter = c.filter();
      const expected = students
        .filter(c.expected(filter))
        .map((s) => s.id)
        .sort((a, b) => b - a);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(students.length + (c.name.startsWith('authorization start') ? 1 : 0));
      const page = await list({ perPage: 500 }, filter);
      expect(page.pageInfo.total).toBe(expected.length);
      expect(page.nodes.map((node) => Number(node.id))).toEqual(expected.slice(0, 500));
    });
  }

  it('sends each filter in the API spelling', async () => {
    stack.standIn.calls.reset();
    await list(
      { perPage: 50 },
      {
        agency: '1',
        student: '2',
        funder: '3',
        staff: '4',
        serviceLine: '5',
        service: '6',
        billingCode: '7',
        dobMonth: 1,
        dobYear: 2015,
        status: 1,
        authorizationStartDate: '2025-01-01',
        authorizationEndDate: '2026-12-31',
      },
    );
    const sent = stack.standIn.calls.last({ method: 'GET', path: 'student' })!.query;
    expect(sent).toMatchObject({
      agency_name: '1',
      student_id: '2',
      funder_name: '3',
      staff_name: '4',
      serviceLine: '5',
      service: '6',
      billingCode: '7',
      dob_month: '1',
      dob_year: '2015',
      status: '1',
      authorization_start_date: '2025-01-01',
      authorization_end_date: '2026-12-31',
      sort_by: 'desc',
      page: '1',
      per_page: '50',
    });
  });

  it('answers field errors for a month or status out of range', async () => {
    const answer = await stack.gql(listQuery, { f: { dobMonth: 13, status: 2 } }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dobMonth: ['The dob month field must be between 1 and 12.'], status: ['The selected status is invalid.'] },
    });
  });
});

describe('filter options and access', () => {
  it('offers the funders, staffs and agencies to filter by', async () => {
    const answer = await stack.gql<{ o: Record<'funders' | 'staffs' | 'agencies', { id: string; name: string }[]> }>(
      '{ o: studentFilterOptions { funders { id name } staffs { id name } agencies { id name } } }',
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    const options = answer.data!.o;
    const agencies = stack.standIn.fixtures.agencies.all();
    expect(options.agencies.map((a) => a.name).sort()).toEqual(agencies.map((a) => a.name).sort());
    expect(options.funders.length).toBeGreaterThan(5);
    expect(options.staffs.map((s) => s.name)).toContain('Jordan Ellis');
  });

  it('shows a therapist only the students they work with, and refuses their writes', async () => {
    const therapist = await stack.signIn('Therapist');
    const theirs = students.filter((s) => s.staff_ids.includes(3));
    const answer = await stack.gql<Listed>(listQuery, { p: { perPage: 500 } }, therapist);
    expect(answer.data!.r.pageInfo.total).toBe(theirs.length);
    const other = students.find((s) => !s.staff_ids.includes(3))!;
    const hidden = await stack.gql('query($id: ID!) { student(id: $id) { id } }', { id: String(other.id) }, therapist);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const write = await stack.gql(
      'mutation($i: StudentInput!) { createStudent(input: $i) { id } }',
      { i: { firstName: 'No', lastName: 'Access', dob: '2019-01-01', gender: 'Male', agencyId: '1' } },
      therapist,
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('relations of a page', () => {
  const withRelations = `query($p: PageInput) {
    r: students(page: $p) {
      nodes { id agencyId agency { id name } funders { id name } staff { id name } serviceLines { id name }
        authorizations { id needsAttention funder { name } service { name } } authorizationAlerts { id } }
    }
  }`;
  type Node = {
    id: string;
    agencyId: string;
    agency: { id: string; name: string } | null;
    funders: { id: string; name: string }[];
    staff: { id: string; name: string }[];
    serviceLines: { id: string }[];
    authorizations: { id: string; needsAttention: boolean; funder: { name: string } | null; service: { name: string } | null }[];
    authorizationAlerts: { id: string }[];
  };

  async function callsFor(perPage: number): Promise<{ calls: number; paths: string[]; nodes: Node[] }> {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ r: { nodes: Node[] } }>(withRelations, { p: { perPage } }, token);
    expect(answer.errors).toBeUndefined();
    const paths = [...new Set(stack.standIn.calls.list().map((call) => call.path.replace(/\/\d+$/, '/{id}')))].sort();
    return { calls: stack.standIn.calls.count(), paths, nodes: answer.data!.r.nodes };
  }

  it('reads the staff and funders a page names by id, one call each, whatever its size', async () => {
    for (const perPage of [50, 500]) {
      const page = await callsFor(perPage);
      expect(page.nodes).toHaveLength(perPage);
      const named = (key: 'funder_ids' | 'staff_ids') =>
        new Set(page.nodes.flatMap((node) => students.find((s) => s.id === Number(node.id))![key])).size;
      // The page, the catalogues that stay small (agencies, service lines, services), and a call per funder and staff
      // member named: the seeded practice has fewer of each than a batch asks for by id (past that, the whole list).
      expect(page.paths).toEqual(['agency-list', 'all-service-lines', 'all-services', 'get-payer-datails/{id}', 'student', 'users/{id}']);
      expect(page.calls).toBe(4 + named('funder_ids') + named('staff_ids'));
    }
  });

  it('resolves every relation to a record that exists, and flags only the authorizations needing attention', async () => {
    const { nodes } = await callsFor(500);
    for (const node of nodes) {
      expect(node.agency?.id).toBe(node.agencyId);
      const row = students.find((s) => s.id === Number(node.id))!;
      expect(node.funders.map((f) => Number(f.id)).sort()).toEqual([...row.funder_ids].sort());
      expect(node.staff.map((s) => Number(s.id)).sort()).toEqual([...row.staff_ids].sort());
      for (const authorization of node.authorizations) {
        expect(authorization.funder?.name).toEqual(expect.any(String));
        expect(authorization.service?.name).toEqual(expect.any(String));
      }
      expect(node.authorizationAlerts.map((a) => a.id)).toEqual(node.authorizations.filter((a) => a.needsAttention).map((a) => a.id));
    }
    expect(nodes.some((node) => node.authorizationAlerts.length > 0)).toBe(true);
  });
});
