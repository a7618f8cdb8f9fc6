// The session data import through GraphQL: a CSV of target data checked row by row (an unknown student, another
// student's target, an impossible date, a count that is not one, no trials), good rows saved and their session taken
// off the pending target data list, and the same file twice adding nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const IMPORT = 'mutation($file: Upload!) { summary: importSessionData(file: $file) { imported rejected errors { row message } } }';
const PENDING = 'query($id: ID!) { page: pendingTargetSessions(filter: { studentId: $id }, page: { perPage: 500 }) { nodes { sessionId date } } }';

interface Summary {
  imported: number;
  rejected: number;
  errors: { row: number; message: string }[];
}

async function importCsv(text: string): Promise<Summary> {
  const answer = await sendMultipart(
    stack.gateway.url,
    IMPORT,
    { file: null },
    { 'variables.file': { bytes: new TextEncoder().encode(text), name: 'session-data.csv', type: 'text/csv' } },
    token,
  );
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { summary: Summary }).summary;
}

describe('importing session data', () => {
  it('saves the good rows, reports each bad one by line, clears the pending session, and adds nothing the second time', async () => {
    const { studentPrograms, studentSessions } = stack.standIn.fixtures;
    // A pending session: its student has a target in training and no data that day.
    const pending = await stack.gql<{ page: { nodes: { sessionId: string; date: string }[] } }>(
      '{ page: pendingTargetSessions(page: { perPage: 50 }) { nodes { sessionId date } } }',
      {},
      token,
    );
    const first = pending.data!.page.nodes[0]!;
    const session = studentSessions.find(Number(first.sessionId))!;
    const targets = studentPrograms.targets();
    const target = targets.find((row) => row.student_id === session.student_id && row.status === 'In Training')!;
    const other = targets.find((row) => row.student_id !== session.student_id)!;
    const csv = [
      'student_id,date,target_id,correct,incorrect,prompted',
      `${session.student_id},${first.date},${target.id},7,2,1`,
      `999999,${first.date},${target.id},1,0,0`,
      `${session.student_id},${first.date},${other.id},1,0,0`,
      `${session.student_id},2025-02-30,${target.id},1,0,0`,
      `${session.student_id},${first.date},${target.id},x,0,0`,
      `${session.student_id},2025-01-02,${target.id},0,0,0`,
    ].join('\n');
    const summary = await importCsv(csv);
    expect(summary.imported).toBe(1);
    expect(summary.rejected).toBe(5);
    expect(summary.errors.map((error) => error.row)).toEqual([3, 4, 5, 6, 7]);
    expect(summary.errors[0]!.message).toContain('The selected student id is invalid.');
    expect(summary.errors[1]!.message).toContain("The target is not one of the student's targets.");
    expect(summary.errors[2]!.message).toContain('The date field must be a valid date.');
    expect(summary.errors[4]!.message).toContain('A row needs at least one trial.');

    const after = await stack.gql<{ page: { nodes: { sessionId: string }[] } }>(PENDING, { id: String(session.student_id) }, token);
    expect(after.data!.page.nodes.map((node) => node.sessionId)).not.toContain(first.sessionId);

    const again = await importCsv(csv);
    expect(again.imported).toBe(0);
    expect(again.errors[0]).toEqual({ row: 2, message: expect.stringContaining('This target already has data for this student on this date.') });
  });
});
