// The graph calls through GraphQL against the stand-in, each with its filters: the filter choices, behaviour graphs
// (frequency, duration, intensity, rate; zero on a session day, a gap without one; the highest or the total of the
// day), ABC counts by antecedent and consequence, skill and program percent graphs with their mastery criterion and
// phases, the technical indicators, phase changes written and removed, the behaviour-graph import and its log, and
// the bad input each refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let admin: string;
// A detailed student with behaviour data, ABC entries and skill trials.
const studentId = '21';

interface Point {
  date: string;
  value: number | null;
}
interface Graph {
  graphType: string;
  unit: string;
  days: string[];
  sessionDays: string[];
  series: { id: string; name: string; points: Point[] }[];
  phases: { label: string; date: string; behaviorId: string | null; programId: string | null }[];
  masteryCriterion: number | null;
  observedMinutes: (number | null)[] | null;
  technicalIndicator: string | null;
}

const graphFields =
  'graphType unit days sessionDays series { id name points { date value } } phases { label date behaviorId programId } masteryCriterion observedMinutes technicalIndicator';

async function graph(field: 'behaviorGraph' | 'skillGraph' | 'programGraph', filter: Record<string, unknown>, student = studentId) {
  return stack.gql<{ r: Graph }>(
    `query($s: ID!, $f: GraphFilter) { r: ${field}(studentId: $s, filter: $f) { ${graphFields} } }`,
    { s: student, f: filter },
    admin,
  );
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('Super Admin');
});
afterAll(() => stack.stop());

describe('graph filter choices', () => {
  it("lists the student's behaviours, programs and the types to filter by, with the days their data spans", async () => {
    const answer = await stack.gql<{
      r: {
        behaviors: { name: string }[];
        programs: { name: string }[];
        graphTypes: string[];
        intensities: string[];
        firstDate: string;
        lastDate: string;
      };
    }>(
      'query($s: ID!) { r: graphFilterOptions(studentId: $s) { behaviors { id name category kind } programs { id name } graphTypes intensities firstDate lastDate } }',
      { s: studentId },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.behaviors.length).toBeGreaterThan(1);
    expect(answer.data!.r.programs.length).toBeGreaterThan(0);
    expect(answer.data!.r.graphTypes).toEqual(['Frequency', 'Duration', 'Intensity', 'Rate']);
    expect(answer.data!.r.intensities).toEqual(['Mild', 'Moderate', 'Severe']);
    expect(answer.data!.r.firstDate <= answer.data!.r.lastDate).toBe(true);
  });

  it('answers a student without data with empty choices and no days', async () => {
    const answer = await stack.gql<{ r: { behaviors: unknown[]; firstDate: string | null } }>(
      '{ r: graphFilterOptions(studentId: "2") { behaviors { id } firstDate } }',
      {},
      admin,
    );
    expect(answer.data!.r).toEqual({ behaviors: [], firstDate: null });
    const empty = await graph('behaviorGraph', {}, '2');
    expect(empty.data!.r).toMatchObject({ days: [], series: [] });
  });
});

describe('the behaviour graph', () => {
  it('plots a session day without the behaviour as 0 and a day without a session as a gap', async () => {
    const answer = await graph('behaviorGraph', { dateFrom: '2025-12-01', dateTo: '2025-12-29' });
    expect(answer.errors).toBeUndefined();
    const { days, sessionDays, series, unit } = answer.data!.r;
    expect(unit).toBe('occurrences per day');
    expect(days).toHaveLength(29);
    for (const line of series) {
      line.points.forEach((point) => {
        if (!sessionDays.includes(point.date)) expect(point.value).toBeNull();
        else expect(point.value).not.toBeNull();
      });
    }
    expect(series.at(-1)!.name).toBe('All behaviours (total)');
  });

  it('filters by behaviour, intensity, recording type and category, and takes the highest or the total', async () => {
    const all = (await graph('behaviorGraph', { dateFrom: '2025-12-01', dateTo: '2025-12-29' })).data!.r;
    const first = all.series[0]!;
    const one = (await graph('behaviorGraph', { dateFrom: '2025-12-01', dateTo: '2025-12-29', behaviorType: first.id })).data!.r;
    expect(one.series.map((line) => line.id)).toEqual([first.id]);
    const highest = (await graph('behaviorGraph', { dateFrom: '2025-12-01', dateTo: '2025-12-29', isMaxValSelected: true })).data!.r;
    const index = all.days.findIndex((_day, i) => all.series.slice(0, -1).filter((line) => (line.points[i]!.value ?? 0) > 0).length > 1);
    const values = all.series.slice(0, -1).map((line) => line.points[index]!.value ?? 0);
    expect(highest.series.at(-1)!.points[index]!.value).toBe(Math.max(...values));
    expect(all.series.at(-1)!.points[index]!.value).toBe(values.reduce((a, b) => a + b));
    const severe = (await graph('behaviorGraph', { dateFrom: '2025-12-01', dateTo: '2025-12-29', behaviorType: first.id, intensity: 'Severe' })).data!
      .r;
    expect(severe.series[0]!.points.filter((point) => (point.value ?? 0) > 0).length).toBeLessThan(
      first.points.filter((point) => (point.value ?? 0) > 0).length,
    );
    const none = (await graph('behaviorGraph', { recordingType: 'Interval' })).data!.r;
    expect(none.series).toEqual([]);
    const category = (await graph('behaviorGraph', { category: 'No such category' })).data!.r;
    expect(category.series).toEqual([]);
  });

  it('draws duration, intensity and rate per minute', async () => {
    const duration = (await graph('behaviorGraph', { graphType: 'Duration' })).data!.r;
    expect(duration.unit).toBe('seconds per day');
    const intensity = (await graph('behaviorGraph', { graphType: 'Intensity' })).data!.r;
    expect(intensity.series.flatMap((line) => line.points).every((point) => point.value === null || (point.value >= 0 && point.value <= 3))).toBe(
      true,
    );
    const frequency = (await graph('behaviorGraph', {})).data!.r;
    const rate = (await graph('behaviorGraph', { graphType: 'Rate' })).data!.r;
    expect(rate.unit).toBe('occurrences per minute');
    const day = rate.days.findIndex((_d, i) => (frequency.series[0]!.points[i]!.value ?? 0) > 0);
    expect(rate.series[0]!.points[day]!.value).toBeCloseTo(frequency.series[0]!.points[day]!.value! / rate.observedMinutes![day]!, 3);
  });

  it('carries the behaviours’ condition changes as phases', async () => {
    const answer = (await graph('behaviorGraph', {})).data!.r;
    expect(answer.phases.map((phase) => phase.label)).toContain('Intervention');
    expect(answer.phases.every((phase) => phase.behaviorId !== null)).toBe(true);
  });

  it('refuses a range that ends before it starts and an unknown graph type', async () => {
    const backwards = await graph('behaviorGraph', { dateFrom: '2025-12-10', dateTo: '2025-12-01' });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { dateTo: ['The date to field must be a date after or equal to date from.'] },
    });
    const unknown = await graph('behaviorGraph', { graphType: 'Loudness' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the ABC graph', () => {
  it('counts entries by antecedent, or by consequence, per behaviour', async () => {
    const ask = (filter: Record<string, unknown>) =>
      stack.gql<{ r: { type: string; total: number; bars: { label: string; total: number; counts: { count: number }[] }[] } }>(
        'query($s: ID!, $f: GraphFilter) { r: behaviorAbcGraph(studentId: $s, filter: $f) { type total behaviors { id name } bars { label total counts { behaviorId behaviorName count } } } }',
        { s: studentId, f: filter },
        admin,
      );
    const antecedents = (await ask({})).data!.r;
    expect(antecedents.type).toBe('antecedent');
    expect(antecedents.total).toBeGreaterThan(0);
    expect(antecedents.bars.reduce((sum, bar) => sum + bar.total, 0)).toBe(antecedents.total);
    const consequences = (await ask({ type: 'consequence' })).data!.r;
    expect(consequences.type).toBe('consequence');
    expect(consequences.total).toBe(antecedents.total);
    const wrong = await ask({ type: 'setting' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { type: ['The selected type is invalid.'] } });
  });
});

describe('skill and program graphs', () => {
  it('draws percent correct per session for each target, with the mastery criterion and the programs’ phases', async () => {
    const answer = await graph('skillGraph', { technicalIndicator: 'sma3' });
    expect(answer.errors).toBeUndefined();
    const skill = answer.data!.r;
    expect(skill).toMatchObject({ graphType: 'Percent', unit: 'percent correct', technicalIndicator: 'sma3' });
    expect(skill.series.length).toBeGreaterThan(0);
    expect(
      skill.series
        .flatMap((line) => line.points)
        .filter((point) => point.value !== null)
        .every((point) => point.value! >= 0 && point.value! <= 100),
    ).toBe(true);
    expect(skill.masteryCriterion).toBeGreaterThan(0);
    expect(skill.phases.map((phase) => phase.label)).toContain('Teaching');
  });

  it('filters targets by program category and target type, and refuses an unknown indicator', async () => {
    const options = (
      await stack.gql<{ r: { programs: { id: string; category: string; kind: string }[] } }>(
        'query($s: ID!) { r: graphFilterOptions(studentId: $s) { programs { id category kind } } }',
        { s: studentId },
        admin,
      )
    ).data!.r;
    const program = options.programs[0]!;
    const byCategory = (await graph('programGraph', { category: program.category })).data!.r;
    expect(byCategory.series.every((line) => options.programs.find((row) => row.id === line.id)?.category === program.category)).toBe(true);
    const byType = (await graph('programGraph', { studentSkillType: program.kind })).data!.r;
    expect(byType.series.every((line) => options.programs.find((row) => row.id === line.id)?.kind === program.kind)).toBe(true);
    const unknown = await graph('skillGraph', { technicalIndicator: 'rsi' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { technicalIndicator: ['The selected technical indicator is invalid.'] },
    });
  });

  it('lists the technical indicators', async () => {
    const answer = await stack.gql<{ r: { key: string; window: number | null }[] }>(
      '{ r: skillTechnicalIndicators { key name description kind window } }',
      {},
      admin,
    );
    expect(answer.data!.r.map((row) => row.key)).toEqual(['sma3', 'sma5', 'ema5', 'phase_mean']);
  });
});

describe('phase changes', () => {
  it('starts a phase, lists it, and removes it', async () => {
    const programs = (
      await stack.gql<{ r: { programs: { id: string }[] } }>(
        'query($s: ID!) { r: graphFilterOptions(studentId: $s) { programs { id } } }',
        { s: studentId },
        admin,
      )
    ).data!.r.programs;
    const created = await stack.gql<{ r: { id: string; label: string; programId: string } }>(
      'mutation($i: ProgramProgressInput!) { r: createProgramProgress(input: $i) { id label programId date } }',
      { i: { studentId, programId: programs[0]!.id, label: 'Maintenance', date: '2025-12-20' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const list = async () =>
      (
        await stack.gql<{ r: { id: string }[] }>(
          'query($s: ID!, $p: ID) { r: programProgress(studentId: $s, programId: $p) { id label date } }',
          { s: studentId, p: programs[0]!.id },
          admin,
        )
      ).data!.r;
    expect((await list()).map((row) => row.id)).toContain(created.data!.r.id);
    const removed = await stack.gql<{ r: { ok: boolean } }>(
      'mutation($id: ID!) { r: deleteProgramProgress(id: $id) { ok message } }',
      { id: created.data!.r.id },
      admin,
    );
    expect(removed.data!.r.ok).toBe(true);
    expect((await list()).map((row) => row.id)).not.toContain(created.data!.r.id);
    const future = await stack.gql(
      'mutation($i: ProgramProgressInput!) { r: createProgramProgress(input: $i) { id } }',
      { i: { studentId, programId: programs[0]!.id, label: 'Later', date: '2999-01-01' } },
      admin,
    );
    expect(future.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { date: ['The date field must be a date before or equal to today.'] },
    });
  });
});

describe('the behaviour-graph import', () => {
  const IMPORT = 'mutation($file: Upload!) { importBehaviorGraph(file: $file) { imported rejected errors { row message } } }';
  const send = (bytes: Uint8Array, name: string, type: string) =>
    sendMultipart(stack.gateway.url, IMPORT, { file: null }, { 'variables.file': { bytes, name, type } }, admin);

  it('saves good rows over the behaviour’s day, reports bad rows by line, and logs the import', async () => {
    const behaviors = (
      await stack.gql<{ r: { behaviors: { name: string }[] } }>(
        'query($s: ID!) { r: graphFilterOptions(studentId: $s) { behaviors { name } } }',
        { s: studentId },
        admin,
      )
    ).data!.r.behaviors;
    const csv = [
      'student_id,behavior,date,frequency,duration_seconds,intensity',
      `${studentId},${behaviors[0]!.name},2025-12-30,7,30,Severe`,
      `${studentId},Whistling,2025-12-30,1,,`,
      `${studentId},${behaviors[0]!.name},not a date,2,,`,
      `${studentId},${behaviors[0]!.name},2025-12-30,-1,,Loud`,
    ].join('\n');
    const answer = await send(new TextEncoder().encode(csv), 'behaviour.csv', 'text/csv');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.importBehaviorGraph).toEqual({
      imported: 1,
      rejected: 3,
      errors: [
        { row: 3, message: "The behavior is not one of the student's behaviors." },
        { row: 4, message: 'The date field must be a valid date.' },
        { row: 5, message: 'The frequency field must be a whole number of at least 0. The selected intensity is invalid.' },
      ],
    });
    const drawnAnswer = await graph('behaviorGraph', { dateFrom: '2025-12-30', dateTo: '2025-12-30' });
    expect(drawnAnswer.errors).toBeUndefined();
    const drawn = drawnAnswer.data!.r;
    expect(drawn.series.find((line) => line.name === behaviors[0]!.name)!.points).toEqual([{ date: '2025-12-30', value: 7 }]);
    const log = await stack.gql<{
      r: { pageInfo: { total: number }; nodes: { fileName: string; imported: number; rejected: number; errors: { row: number }[] }[] };
    }>(
      '{ r: behaviorGraphImports(page: { perPage: 50 }) { pageInfo { total } nodes { fileName studentName importedBy imported rejected errors { row message } createdAt } } }',
      {},
      admin,
    );
    expect(log.errors).toBeUndefined();
    expect(log.data!.r.nodes[0]).toMatchObject({ fileName: 'behaviour.csv', imported: 1, rejected: 3 });
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const answer = await send(new TextEncoder().encode('%PDF-1.4'), 'graph.pdf', 'application/pdf');
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: ['The file field must be a file of type: csv, txt, xlsx.'] },
    });
  });

  it('is refused to a therapist, who may still read graphs', async () => {
    const therapist = await stack.signIn('Therapist');
    const list = await stack.gql('{ r: behaviorGraphImports { pageInfo { total } } }', {}, therapist);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const indicators = await stack.gql('{ r: skillTechnicalIndicators { key } }', {}, therapist);
    expect(indicators.errors).toBeUndefined();
  });
});
