// The access trail read back over GraphQL: who may read it, its filters and pages, and its CSV export.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';
import { today } from '../../dates/dates.js';

const page = `pageInfo { total currentPage lastPage perPage from to }
  nodes { seq at userId role operation operationType studentIds studentCount changed outcome requestId hash previousHash }`;
const trailQuery = `query Trail($filter: AuditTrailFilter, $page: PageInput) { auditTrail(filter: $filter, page: $page) { ${page} } }`;
const studentTrailQuery = `query StudentTrail($studentId: ID!, $page: PageInput) { studentAuditTrail(studentId: $studentId, page: $page) { ${page} } }`;

interface Node {
  seq: number;
  userId: string | null;
  operation: string;
  studentIds: string[];
  studentCount: number;
  hash: string;
  previousHash: string;
}
interface TrailPage {
  pageInfo: { total: number; currentPage: number; lastPage: number; perPage: number; from: number | null; to: number | null };
  nodes: Node[];
}

describe('reading the access trail', () => {
  let stack: Stack;
  let admin: string;
  let office: string;
  let therapist: string;
  let ids: string[];

  beforeAll(async () => {
    stack = await startStack();
    [admin, office, therapist] = [await stack.signIn('Super Admin'), await stack.signIn('Office administrator'), await stack.signIn('Therapist')];
    const { students } = await stack.data<{ students: { nodes: { id: string }[] } }>('query List { students { nodes { id } } }', {}, therapist);
    ids = students.nodes.slice(0, 3).map((node) => node.id);
    for (const id of ids) await stack.data('query Open($id: ID!) { student(id: $id) { id } }', { id }, therapist);
  });
  afterAll(() => stack.stop());

  it('is the Super Admin’s alone, newest first, chained, filtered and paged', async () => {
    for (const token of [office, therapist]) {
      const refused = await stack.gql(trailQuery, {}, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const whole = (await stack.data<{ auditTrail: TrailPage }>(trailQuery, {}, admin)).auditTrail;
    // The list, the three opened students, and the refused reads of the trail itself (each names no student).
    expect(whole.nodes.map((node) => node.operation)).toEqual(['Trail', 'Trail', 'Open', 'Open', 'Open', 'List']);
    expect(whole.nodes.map((node) => node.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    for (const [index, node] of whole.nodes.slice(0, -1).entries()) expect(node.previousHash).toBe(whole.nodes[index + 1]!.hash);
    expect(whole.nodes[5]!.studentCount).toBe(whole.nodes[5]!.studentIds.length);
    expect(whole.nodes[5]!.studentIds).toEqual(expect.arrayContaining(ids));

    const bySecond = (await stack.data<{ auditTrail: TrailPage }>(trailQuery, { filter: { studentId: ids[1] } }, admin)).auditTrail;
    expect(bySecond.nodes.map((node) => node.operation)).toEqual(['Open', 'List']);
    // The therapist's: the refused read of the trail, the three students opened, the list.
    const byTherapist = (await stack.data<{ auditTrail: TrailPage }>(trailQuery, { filter: { userId: '3' } }, admin)).auditTrail;
    expect(byTherapist.nodes.map((node) => node.operation)).toEqual(['Trail', 'Open', 'Open', 'Open', 'List']);
    expect(byTherapist.nodes.slice(1, 4).map((node) => node.studentIds)).toEqual([[ids[2]], [ids[1]], [ids[0]]]);
    const day = today();
    const inDays = await stack.data<{ auditTrail: TrailPage }>(trailQuery, { filter: { from: day, to: day, userId: '3' } }, admin);
    expect(inDays.auditTrail.pageInfo.total).toBe(5);
    const before = await stack.data<{ auditTrail: TrailPage }>(trailQuery, { filter: { to: '2020-01-01' } }, admin);
    expect(before.auditTrail.pageInfo.total).toBe(0);

    const second = (await stack.data<{ auditTrail: TrailPage }>(trailQuery, { filter: { userId: '3' }, page: { page: 2, perPage: 2 } }, admin))
      .auditTrail;
    expect(second.pageInfo).toEqual({ total: 5, currentPage: 2, lastPage: 3, perPage: 2, from: 3, to: 4 });
    expect(second.nodes.map((node) => node.studentIds)).toEqual([[ids[1]], [ids[0]]]);
  });

  it('shows a student’s own trail to the Super Admin and office administrators, not to a therapist', async () => {
    const refused = await stack.gql(studentTrailQuery, { studentId: ids[0] }, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const token of [admin, office]) {
      const { studentAuditTrail } = await stack.data<{ studentAuditTrail: TrailPage }>(studentTrailQuery, { studentId: ids[0] }, token);
      // Newest first: the reads of this trail so far (each names the student), then the therapist's, then the list.
      expect(studentAuditTrail.nodes.map((node) => node.operation).slice(-2)).toEqual(['Open', 'List']);
      expect(studentAuditTrail.nodes.every((node) => node.studentIds.includes(ids[0]!))).toBe(true);
    }
  });

  it('exports the selected records as CSV the gateway serves', async () => {
    const { exportAuditTrail } = await stack.data<{ exportAuditTrail: { url: string; fileName: string } }>(
      'mutation Export($filter: AuditTrailFilter) { exportAuditTrail(filter: $filter) { url fileName } }',
      { filter: { userId: '3' } },
      admin,
    );
    expect(exportAuditTrail.fileName).toBe(`Access trail ${today()}.csv`);
    const res = await fetch(new URL(exportAuditTrail.url, stack.gateway.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[]).filter((row) => row.operation === 'Open');
    expect(rows.map((row) => [row.operation, row.userId, row.role, row.studentIds, row.studentCount, row.changed, row.outcome])).toEqual(
      [...ids].reverse().map((id) => ['Open', '3', 'Therapist', id, '1', 'false', 'OK']),
    );
    const refused = await stack.gql('mutation { exportAuditTrail { url } }', {}, office);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await stack.data<{ exportStudentAuditTrail: { url: string } }>(
      'mutation($id: ID!) { exportStudentAuditTrail(studentId: $id) { url } }',
      { id: ids[0] },
      office,
    );
    const bytes = Buffer.from(await (await fetch(new URL(own.exportStudentAuditTrail.url, stack.gateway.url))).arrayBuffer());
    // A byte-order mark first, so that a spreadsheet reads the file as UTF-8.
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe(
      '\ufeffseq,at,userId,role,operation,operationType,studentIds,studentCount,changed,outcome,requestId,previousHash,hash',
    );
  });
});
