// The floor's student page: `students(page: { perPage })` with the list's columns, and with `relations` the agency,
// funder and staff names of each row, as the bench's BenchStudents and BenchStudentsWithRelations queries ask (both
// listed, so with __typename in every selection set).
import { agenciesById, fundersById, idsOf, staffById } from './relations.js';
import { id, idName, idNames, pageInfo, value } from './shape.js';
import { pageQuery, rowsOf, type Api, type Row } from './upstream.js';

function columns(student: Row) {
  return {
    id: id(student.id),
    name: value(student.name),
    clientCode: value(student.client_code),
    status: value(student.status),
    dob: value(student.dob),
    gender: value(student.gender),
    email: value(student.email),
    phone: value(student.phone),
    guardianName: value(student.guardian_name),
    intakeDate: value(student.intake_date),
    agencyId: id(student.agency_id),
  };
}

export async function studentPage(api: Api, perPage: number, relations: boolean): Promise<unknown> {
  const page = api.get('student', pageQuery(perPage));
  const rows = page.then(rowsOf);
  if (!relations) {
    const answer = await page;
    const nodes = rowsOf(answer).map((student) => ({ ...columns(student), __typename: 'Student' }));
    return { students: { pageInfo: pageInfo(answer, true), nodes, __typename: 'StudentPage' } };
  }
  const [answer, agencies, funders, staff] = await Promise.all([
    page,
    agenciesById(api, idsOf(rows, 'agency_id')),
    fundersById(api, idsOf(rows, 'funder_ids')),
    staffById(api, idsOf(rows, 'staff_ids')),
  ]);
  const nodes = rowsOf(answer).map((student) => ({
    ...columns(student),
    agency: idName(agencies, student.agency_id, 'Agency'),
    funders: idNames(funders, student.funder_ids, 'Funder'),
    staff: idNames(staff, student.staff_ids, 'User'),
    __typename: 'Student',
  }));
  return { students: { pageInfo: pageInfo(answer, true), nodes, __typename: 'StudentPage' } };
}
