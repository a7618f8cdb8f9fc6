// Which operations the trail follows and which students' ids it reads, worked out from the gateway's own schema.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build.js';
import { StudentReach } from './student-reach.js';

const reach = new StudentReach(buildGatewaySchema().schema);
const planOf = (text: string) => reach.planFor(parse(text), undefined);

describe('the operations that touch students', () => {
  it('leaves out an operation that neither names nor answers a student', () => {
    expect(planOf('query Agencies { agencies { nodes { id name } } }')).toBeUndefined();
    expect(planOf('query Zone { practiceTimeZone }')).toBeUndefined();
    // A page's count alone reads no student's information.
    expect(planOf('query Count { students { pageInfo { total } } }')).toBeUndefined();
  });

  it("reads the ids of a page's students, through aliases and fragments, each once", () => {
    const plan = planOf(`
      query Page { list: students { nodes { ...Row } } again: students { nodes { ... on Student { key: id } } } }
      fragment Row on Student { id name }`)!;
    expect(plan).toMatchObject({ operation: 'Page', operationType: 'query' });
    const data = {
      list: {
        nodes: [
          { id: '1', name: 'A' },
          { id: '2', name: 'B' },
        ],
      },
      again: { nodes: [{ key: '2' }, { key: '3' }] },
    };
    expect(plan.studentIds({}, data)).toEqual(['1', '2', '3']);
  });

  it('reads studentIds from a filter and the studentId of records that carry one, and follows a record that carries one without selecting it', () => {
    const selected = planOf('query Day($filter: AppointmentFilter!) { appointments(filter: $filter) { id studentId } }')!;
    expect(
      selected.studentIds(
        { filter: { from: '2026-12-01', to: '2026-12-07', studentIds: ['5'] } },
        {
          appointments: [
            { id: '9', studentId: '4' },
            { id: '10', studentId: 4 },
          ],
        },
      ),
    ).toEqual(['5', '4']);
    expect(planOf('query Times($filter: AppointmentFilter!) { appointments(filter: $filter) { id } }')).toBeDefined();
  });

  it("reads ids from arguments: studentId, an input holding one, and a student field's own id", () => {
    const created = planOf('mutation Book($input: AppointmentInput!) { createAppointment(input: $input) { id } }')!;
    expect(created.operationType).toBe('mutation');
    expect(created.studentIds({ input: { studentId: '12', staffId: '3' } }, { createAppointment: { id: '1' } })).toEqual(['12']);
    const removed = planOf('mutation { deleteStudent(id: "8") { ok } permanentlyDeleteStudent(ids: ["8", "9"]) { ok } }')!;
    expect(removed.operation).toBe('deleteStudent');
    expect(removed.studentIds({}, {})).toEqual(['8', '9']);
    // The id of a record that is not a student is not a student's id.
    expect(planOf('mutation { deleteAgency(id: "8") { ok } }')).toBeUndefined();
  });

  it('takes a mutation for a change, except an export, whose every field answers a file made from what is there', () => {
    expect(planOf('mutation Book($input: AppointmentInput!) { createAppointment(input: $input) { id } }')!.changes).toBe(true);
    expect(planOf('mutation { exportStudentAuditTrail(studentId: "12") { url } }')!.changes).toBe(false);
    expect(planOf('mutation { exportStudentAuditTrail(studentId: "12") { url } deleteStudent(id: "12") { ok } }')!.changes).toBe(true);
    expect(planOf('query { student(id: "12") { id } }')!.changes).toBe(false);
  });
});
