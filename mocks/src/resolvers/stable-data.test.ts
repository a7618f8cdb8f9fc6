// The mocked data is the same for the same seed whatever else is asked, looks like a practice's, pages as asked,
// and its ids point at records that exist.
import { describe, expect, it } from 'vitest';
import { createMockedSchema, defaultRecordCount, executeMocked, ownedRecordCount } from './index.js';
import { graphql } from 'graphql';

interface StudentRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  dob: string;
  gender: string;
  clientCode: string;
  diagnosisCode: string;
  agencyId: string;
  agency: { id: string; name: string };
  funderIds: string[];
  funders: { id: string }[];
  authorizations: { id: string; studentId: string; startDate: string; endDate: string; rate?: number }[];
}

const studentsQuery = /* GraphQL */ `
  query ($perPage: Int, $page: Int) {
    students(page: { page: $page, perPage: $perPage }) {
      pageInfo {
        total
        currentPage
        lastPage
        perPage
        from
        to
      }
      nodes {
        id
        name
        firstName
        lastName
        email
        dob
        gender
        clientCode
        diagnosisCode
        agencyId
        agency {
          id
          name
        }
        funderIds
        funders {
          id
        }
        authorizations {
          id
          studentId
          startDate
          endDate
        }
      }
    }
  }
`;

type StudentsAnswer = { students: { pageInfo: Record<string, number | null>; nodes: StudentRow[] } };

describe('stable, believable mocked data', () => {
  it('gives the same answers for the same seed, from a fresh schema and whatever was asked before', async () => {
    const first = await graphql({ schema: createMockedSchema(), source: studentsQuery, variableValues: { perPage: 5 } });
    const other = createMockedSchema();
    await graphql({ schema: other, source: '{ me { name email } funders { nodes { name } } }' });
    const second = await graphql({ schema: other, source: studentsQuery, variableValues: { perPage: 5 } });
    expect(second).toEqual(first);
    const reseeded = await graphql({ schema: createMockedSchema({}, { seed: 7 }), source: studentsQuery, variableValues: { perPage: 5 } });
    expect(reseeded.data).not.toEqual(first.data);
  });

  it('answers a record the same by id as in a list, with the fields of a practice', async () => {
    const { data } = await executeMocked<StudentsAnswer>(studentsQuery, { variables: { perPage: 3, page: 1 } });
    const third = data!.students.nodes[2]!;
    const { data: alone } = await executeMocked<{ student: StudentRow }>('{ student(id: 3) { id name firstName lastName email dob clientCode } }');
    expect(alone!.student).toEqual({
      id: third.id,
      name: third.name,
      firstName: third.firstName,
      lastName: third.lastName,
      email: third.email,
      dob: third.dob,
      clientCode: third.clientCode,
    });
    expect(third.name).toBe(`${third.firstName} ${third.lastName}`);
    expect(third.email).toMatch(/^[a-z.]+@practice\.test$/);
    expect(third.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['Male', 'Female', 'Non-binary']).toContain(third.gender);
    expect(third.clientCode).toMatch(/^STU-\d{5}$/);
    expect(third.diagnosisCode).toMatch(/^F\d\d(\.\d)?$/);
  });

  it('honours page and perPage', async () => {
    const { data } = await executeMocked<StudentsAnswer>(studentsQuery, { variables: { perPage: 10, page: 3 } });
    expect(data!.students.pageInfo).toEqual({ total: defaultRecordCount, currentPage: 3, lastPage: 3, perPage: 10, from: 21, to: 24 });
    expect(data!.students.nodes.map((s) => s.id)).toEqual(['21', '22', '23', '24']);
  });

  it('points ids at records that exist, and gives a record its own lists', async () => {
    const { data } = await executeMocked<StudentsAnswer>(studentsQuery, { variables: { perPage: 5 } });
    for (const student of data!.students.nodes) {
      expect(Number(student.agencyId)).toBeGreaterThanOrEqual(1);
      expect(Number(student.agencyId)).toBeLessThanOrEqual(defaultRecordCount);
      expect(student.agency.id).toBe(student.agencyId);
      expect(student.funders.map((f) => f.id)).toEqual(student.funderIds);
      expect(student.authorizations).toHaveLength(ownedRecordCount);
      for (const authorization of student.authorizations) {
        expect(authorization.studentId).toBe(student.id);
        expect(authorization.endDate > authorization.startDate).toBe(true);
      }
    }
    const agencyId = data!.students.nodes[0]!.agencyId;
    const { data: agency } = await executeMocked<{ agency: { name: string } }>(`{ agency(id: ${agencyId}) { name } }`);
    expect(agency!.agency.name).toBe(data!.students.nodes[0]!.agency.name);
    const { data: byOwner } = await executeMocked<{ studentAuthorizations: { id: string; studentId: string }[] }>(
      '{ studentAuthorizations(studentId: 2) { id studentId } }',
    );
    expect(byOwner!.studentAuthorizations).toEqual(['5', '6', '7', '8'].map((id) => ({ id, studentId: '2' })));
  });

  it('answers a write with what it was sent', async () => {
    const { data } = await executeMocked<{ updateStudent: { id: string; firstName: string; lastName: string } }>(
      'mutation ($input: StudentInput!) { updateStudent(id: 9, input: $input) { id firstName lastName } }',
      { variables: { input: { firstName: 'Jordan', lastName: 'Reyes', dob: '2018-04-02', gender: 'Male', agencyId: '1' } } },
    );
    expect(data!.updateStudent).toEqual({ id: '9', firstName: 'Jordan', lastName: 'Reyes' });
  });
});
