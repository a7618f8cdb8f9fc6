// The access trail end to end on a pinned clock: GraphQL → gateway → stand-in, the trail's JSON-lines file read
// back, and npm run audit:verify's script run as a child process against it.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@portal/mocks';
import { startStack, type Stack } from '../test/stack.js';
import { parseRecord, type AuditRecord } from './record.js';
import { runVerify } from '../test/verify-trail.js';

const therapist = demoUsers.find((user) => user.role === 'Therapist')!;

function trailOf(stack: Stack): { file: string; records: AuditRecord[]; text: string } {
  const file = stack.gateway.audit!.file!;
  const text = readFileSync(file, 'utf8');
  return {
    file,
    text,
    records: text
      .split('\n')
      .filter(Boolean)
      .map((line) => parseRecord(line)!),
  };
}

describe('the access trail in a file', () => {
  let stack: Stack;
  let therapistToken: string;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startStack();
    therapistToken = await stack.signIn('Therapist');
    adminToken = await stack.signIn('Super Admin');
  });
  afterAll(() => stack.stop());

  it('writes one record when a therapist opens a student, with the id and no personal data', async () => {
    const { students } = await stack.data<{ students: { nodes: { id: string }[] } }>(
      'query Caseload { students(page: { perPage: 50 }) { nodes { id } } }',
      {},
      therapistToken,
    );
    const id = students.nodes[0]!.id;
    await stack.gateway.audit!.flush();
    const before = trailOf(stack).records.length;

    const opened = await stack.gql<{ student: Record<string, string | null> }>(
      'query StudentRecord($id: ID!) { student(id: $id) { id firstName lastName email phone guardianName dob } }',
      { id },
      therapistToken,
    );
    expect(opened.errors).toBeUndefined();
    await stack.gateway.audit!.flush();

    const { records, text } = trailOf(stack);
    expect(records).toHaveLength(before + 1);
    const record = records.at(-1)!;
    expect(record).toMatchObject({
      userId: String(demoUsers.indexOf(therapist) + 1),
      role: 'Therapist',
      operation: 'StudentRecord',
      operationType: 'query',
      studentIds: [id],
      changed: false,
      outcome: 'OK',
      requestId: opened.headers.get('x-request-id'),
    });
    expect(record.at).toBe(new Date(Date.parse(record.at)).toISOString());
    // Nothing from the answer but the id, and never the token.
    const values = Object.entries(opened.data!.student)
      .filter(([field, value]) => field !== 'id' && typeof value === 'string' && value.length > 2)
      .map(([, value]) => value!);
    expect(values.length).toBeGreaterThan(2);
    for (const value of [...values, therapistToken, therapist.email]) expect(text).not.toContain(value);
  });

  it('names the 500 students of a 500-row page in one record, and leaves operations on no student out', async () => {
    await stack.gateway.audit!.flush();
    const before = trailOf(stack).records.length;
    await stack.data('query Zone { practiceTimeZone }', {}, adminToken);
    const page = await stack.data<{ students: { nodes: { id: string; name: string }[] } }>(
      'query BigPage { students(page: { perPage: 500 }) { nodes { id name } } }',
      {},
      adminToken,
    );
    expect(page.students.nodes).toHaveLength(500);
    await stack.gateway.audit!.flush();
    const added = trailOf(stack).records.slice(before);
    expect(added.map((record) => record.operation)).toEqual(['BigPage']);
    expect(new Set(added[0]!.studentIds)).toEqual(new Set(page.students.nodes.map((node) => node.id)));
    expect(added[0]!.studentIds).toHaveLength(500);
    expect(added[0]).toMatchObject({ role: 'Super Admin', changed: false, outcome: 'OK' });
  });

  it('records a write as changed, ids from its arguments, and a refusal with its code', async () => {
    const { students } = await stack.data<{ students: { nodes: { id: string }[] } }>(
      'query Two { students(page: { perPage: 50 }) { nodes { id } } }',
      {},
      adminToken,
    );
    const first = students.nodes[0]!.id;
    await stack.gateway.audit!.flush();
    const before = trailOf(stack).records.length;
    const removed = await stack.gql('mutation Remove($id: ID!) { deleteStudent(id: $id) { ok } }', { id: first }, adminToken);
    expect(removed.errors).toBeUndefined();
    const restored = await stack.gql('mutation Restore($ids: [ID!]!) { restoreStudent(ids: $ids) { ok } }', { ids: [first] }, adminToken);
    expect(restored.errors).toBeUndefined();
    const missing = await stack.gql('query Missing { student(id: "987654") { id } }', {}, adminToken);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await stack.gql('query Nobody { student(id: "1") { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await stack.gateway.audit!.flush();
    const added = trailOf(stack).records.slice(before);
    expect(
      added.map(({ operation, operationType, studentIds, changed, outcome, userId }) => ({
        operation,
        operationType,
        studentIds,
        changed,
        outcome,
        userId,
      })),
    ).toEqual([
      { operation: 'Remove', operationType: 'mutation', studentIds: [first], changed: true, outcome: 'OK', userId: '1' },
      { operation: 'Restore', operationType: 'mutation', studentIds: [first], changed: true, outcome: 'OK', userId: '1' },
      { operation: 'Missing', operationType: 'query', studentIds: ['987654'], changed: false, outcome: 'NOT_FOUND', userId: '1' },
      { operation: 'Nobody', operationType: 'query', studentIds: ['1'], changed: false, outcome: 'UNAUTHENTICATED', userId: null },
    ]);
  });

  it('is checked by audit:verify, which names a record edited in the file', async () => {
    await stack.gateway.audit!.flush();
    const { file, records } = trailOf(stack);
    const good = await runVerify([file]);
    expect(good).toMatchObject({ code: 0 });
    expect(good.stdout).toContain(`${records.length} records`);

    const lines = readFileSync(file, 'utf8').split('\n');
    const edited = lines.findIndex((line) => line.includes('"operation":"BigPage"'));
    const copy = `${file}.edited.jsonl`;
    lines[edited] = lines[edited]!.replace('"outcome":"OK"', '"outcome":"FORBIDDEN"');
    writeFileSync(copy, lines.join('\n'));
    const broken = await runVerify([copy]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`record seq ${records[edited]!.seq} (${copy}:${edited + 1})`);

    // A record taken out: the one after it names the gap.
    const removed = readFileSync(file, 'utf8').split('\n');
    removed.splice(edited, 1);
    writeFileSync(copy, removed.join('\n'));
    const gap = await runVerify([copy]);
    expect(gap.code).toBe(1);
    expect(gap.stderr).toContain(`record seq ${records[edited + 1]!.seq} (${copy}:${edited + 1})`);
  });
});
