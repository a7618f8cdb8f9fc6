// Data entry through GraphQL as a therapist records it: ABC entries created, corrected, listed and deleted (the undo
// of the last entry), a day's behaviour data and its details, and skill trials with their tally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let therapist: string;
let studentId: string;
let behaviorId: string;

beforeAll(async () => {
  stack = await startStack();
  therapist = await stack.signIn('Therapist');
  // A student the demo therapist works with, and one of that student's behaviours.
  const mine = await stack.gql<{ r: { nodes: { id: string }[] } }>('{ r: students(page: { perPage: 50 }) { nodes { id } } }', {}, therapist);
  studentId = mine.data!.r.nodes.at(-1)!.id;
  const behaviors = await stack.gql<{ r: { id: string }[] }>(
    'query($s: ID!) { r: studentBehaviors(studentId: $s) { id } }',
    { s: studentId },
    therapist,
  );
  behaviorId = behaviors.data!.r[0]!.id;
});
afterAll(() => stack.stop());

const abcFields = 'id studentId behaviorId behaviorName date time setting antecedent behavior consequence intensity durationSeconds notes';

describe('ABC data entry', () => {
  const list = async () =>
    (
      await stack.gql<{ r: { pageInfo: { total: number }; nodes: { id: string; antecedent: string }[] } }>(
        'query($s: ID!, $f: AbcEntryFilter) { r: abcEntries(studentId: $s, filter: $f, page: { perPage: 100 }) { pageInfo { total } nodes { id antecedent } } }',
        { s: studentId, f: { behaviorId } },
        therapist,
      )
    ).data!.r;

  it('creates an entry, corrects it and deletes it again', async () => {
    const before = await list();
    const created = await stack.gql<{ r: Record<string, unknown> }>(
      `mutation($s: ID!, $i: AbcEntryInput!) { r: createAbcEntry(studentId: $s, input: $i) { ${abcFields} } }`,
      {
        s: studentId,
        i: {
          behaviorId,
          date: '2025-12-30',
          time: '10:15',
          setting: 'Clinic',
          antecedent: 'Asked to clean up blocks',
          behavior: 'Threw a block',
          consequence: 'Planned ignoring',
          intensity: 'Moderate',
          durationSeconds: 20,
        },
      },
      therapist,
    );
    expect(created.errors).toBeUndefined();
    const entry = created.data!.r;
    expect(entry).toMatchObject({
      studentId,
      behaviorId,
      date: '2025-12-30',
      time: '10:15',
      antecedent: 'Asked to clean up blocks',
      behaviorName: expect.any(String),
    });
    const after = await list();
    expect(after.pageInfo.total).toBe(before.pageInfo.total + 1);
    expect(after.nodes[0]!.id).toBe(entry.id);

    const corrected = await stack.gql<{ r: Record<string, unknown> }>(
      `mutation($id: ID!, $i: AbcEntryInput!) { r: updateAbcEntry(id: $id, input: $i) { ${abcFields} } }`,
      {
        id: entry.id,
        i: {
          behaviorId,
          date: '2025-12-30',
          time: '10:20',
          antecedent: 'Asked to clean up blocks',
          behavior: 'Threw two blocks',
          consequence: 'Redirected to task',
        },
      },
      therapist,
    );
    expect(corrected.errors).toBeUndefined();
    expect(corrected.data!.r).toMatchObject({
      id: entry.id,
      time: '10:20',
      behavior: 'Threw two blocks',
      consequence: 'Redirected to task',
      setting: 'Clinic',
    });

    const removed = await stack.gql<{ r: { ok: boolean; message: string } }>(
      'mutation($id: ID!) { r: deleteAbcEntry(id: $id) { ok message } }',
      { id: entry.id },
      therapist,
    );
    expect(removed.data!.r).toEqual({ ok: true, message: 'ABC data deleted successfully.' });
    const last = await list();
    expect(last.pageInfo.total).toBe(before.pageInfo.total);
    expect(last.nodes.map((n) => n.id)).not.toContain(entry.id);
    const again = await stack.gql('mutation($id: ID!) { deleteAbcEntry(id: $id) { ok } }', { id: entry.id }, therapist);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses an entry without its parts, in the future, or for another student’s behaviour', async () => {
    const missing = await stack.gql(
      'mutation($s: ID!, $i: AbcEntryInput!) { createAbcEntry(studentId: $s, input: $i) { id } }',
      { s: studentId, i: { behaviorId, date: '2999-01-01', time: '25:00', antecedent: ' ', behavior: 'x', consequence: 'y' } },
      therapist,
    );
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        antecedent: ['The antecedent field is required.'],
        date: ['The date field must be a date before or equal to today.'],
        time: ['The time field must match the format H:i.'],
      },
    });
    const office = await stack.signIn('Office administrator');
    const others = await stack.gql<{ r: { nodes: { id: string }[] } }>(
      '{ r: students(page: { perPage: 50, sortBy: ASC }) { nodes { id } } }',
      {},
      office,
    );
    const otherId = others.data!.r.nodes.find((n) => n.id !== studentId)!.id;
    const foreign = await stack.gql(
      'mutation($s: ID!, $i: AbcEntryInput!) { createAbcEntry(studentId: $s, input: $i) { id } }',
      { s: otherId, i: { behaviorId, date: '2025-12-01', time: '09:00', antecedent: 'a', behavior: 'b', consequence: 'c' } },
      office,
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { behaviorId: ['The selected behavior id is invalid.'] } });
  });
});

describe('behaviour and skill data', () => {
  it("saves a day's counts over what the day held, and totals them per behaviour", async () => {
    const record = (frequency: number) =>
      stack.gql<{ r: { id: string; frequency: number; date: string }[] }>(
        'mutation($s: ID!, $d: Date!, $e: [BehaviorDataInput!]!) { r: recordBehaviorData(studentId: $s, date: $d, entries: $e) { id frequency date } }',
        { s: studentId, d: '2025-12-29', e: [{ behaviorId, frequency, durationSeconds: 60, intensity: 'Mild' }] },
        therapist,
      );
    const first = await record(4);
    expect(first.errors).toBeUndefined();
    const second = await record(6);
    expect(second.data!.r[0]).toMatchObject({ id: first.data!.r[0]!.id, frequency: 6 });
    const details = await stack.gql<{ r: { totalFrequency: number; entries: { date: string; frequency: number }[] } }>(
      'query($s: ID!, $b: ID!) { r: behaviorDataDetails(studentId: $s, behaviorId: $b, dateFrom: "2025-12-29", dateTo: "2025-12-29") { totalFrequency entries { date frequency } } }',
      { s: studentId, b: behaviorId },
      therapist,
    );
    expect(details.data!.r).toEqual({ totalFrequency: 6, entries: [{ date: '2025-12-29', frequency: 6 }] });
  });

  it('records skill trials and tallies them', async () => {
    const targets = await stack.gql<{ r: { id: string; programId: string }[] }>(
      'query($s: ID!) { r: studentTargets(studentId: $s) { id programId } }',
      { s: studentId },
      therapist,
    );
    const target = targets.data!.r[0]!;
    const saved = await stack.gql<{
      r: {
        correct: number;
        incorrect: number;
        prompted: number;
        percentCorrect: number;
        programId: string;
        sessionKey: string;
        trials: { result: string; promptCode: string | null }[];
      };
    }>(
      'mutation($s: ID!, $i: SkillDataInput!) { r: recordSkillData(studentId: $s, input: $i) { correct incorrect prompted percentCorrect programId sessionKey trials { result promptCode } } }',
      {
        s: studentId,
        i: {
          targetId: target.id,
          date: '2025-12-28',
          sessionKey: 'eyJpdiI6ImFiYyJ9',
          trials: [{ result: 'CORRECT' }, { result: 'CORRECT' }, { result: 'PROMPTED', promptCode: 'V' }, { result: 'INCORRECT' }],
        },
      },
      therapist,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.r).toMatchObject({
      correct: 2,
      incorrect: 1,
      prompted: 1,
      percentCorrect: 50,
      programId: target.programId,
      sessionKey: 'eyJpdiI6ImFiYyJ9',
    });
    expect(saved.data!.r.trials[2]).toEqual({ result: 'P', promptCode: 'V' });
    const listed = await stack.gql<{ r: { targetId: string; date: string }[] }>(
      'query($s: ID!, $f: SkillDataFilter) { r: skillData(studentId: $s, filter: $f) { targetId date } }',
      { s: studentId, f: { targetId: target.id } },
      therapist,
    );
    expect(listed.data!.r[0]).toEqual({ targetId: target.id, date: '2025-12-28' });
    const unprompted = await stack.gql(
      'mutation($s: ID!, $i: SkillDataInput!) { recordSkillData(studentId: $s, input: $i) { id } }',
      { s: studentId, i: { targetId: target.id, date: '2025-12-28', trials: [{ result: 'PROMPTED' }] } },
      therapist,
    );
    expect(unprompted.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'trials.0.promptCode': ['The prompt code field is required when result is P.'],
    });
  });
});
