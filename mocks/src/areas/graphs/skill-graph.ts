// The percent-correct graphs: GET student-skill-graph (one line per target: correct trials over all trials on each
// session day) and POST student-program-graph (the note-helper percentage graph: one line per program, its targets'
// trials together). Filters: programId, category (program category), studentSkillType (the program's target type),
// technical_indicator (a key of GET skill-technical-indicators, which the client draws over the data). A day the
// target was not run has no value: a session without that target says nothing of it.
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import { ok } from '../../server/replies.js';
import type { FieldErrors } from '../../server/validation.js';
import type { SkillData } from '../student-data-entry/skill-data.js';
import type { StudentProgram } from '../student-programs/records.js';
import type { PermissionGuards } from './guards.js';
import { progressOf } from './progress.js';
import { graphHandler, type GraphQuery } from './query.js';
import { criterionPercent } from './sources.js';

/** The overlays a skill graph offers; the client computes them from the data it draws. */
export const technicalIndicators = [
  {
    key: 'sma3',
    name: '3-session moving average',
    description: 'The mean of each session and the two before it.',
    kind: 'moving average',
    window: 3,
  },
  {
    key: 'sma5',
    name: '5-session moving average',
    description: 'The mean of each session and the four before it.',
    kind: 'moving average',
    window: 5,
  },
  {
    key: 'ema5',
    name: 'Exponential moving average',
    description: 'A 5-session average that weighs recent sessions more.',
    kind: 'exponential moving average',
    window: 5,
  },
  { key: 'phase_mean', name: 'Phase mean', description: 'The mean of each phase, drawn across the phase.', kind: 'phase mean', window: null },
] as const;

function checkSkillFilters(query: GraphQuery, errors: FieldErrors): void {
  errors.oneOf(
    'technical_indicator',
    query.text('technical_indicator'),
    technicalIndicators.map((row) => row.key),
  );
}

function chosenPrograms(query: GraphQuery): StudentProgram[] {
  const id = query.id('program_id');
  const category = query.text('category');
  const type = query.text('studentSkillType');
  return query.data.programs.filter(
    (row) =>
      (id === undefined || row.id === id) &&
      (category === undefined || row.category_name === category) &&
      (type === undefined || row.target_type === type),
  );
}

/** Percent correct per day of the rows given (one decimal), for the days of the range. */
function percentPoints(days: readonly string[], rows: readonly SkillData[]) {
  const byDay = new Map<string, { correct: number; trials: number }>();
  for (const row of rows) {
    const day = byDay.get(row.date) ?? { correct: 0, trials: 0 };
    byDay.set(row.date, { correct: day.correct + row.correct, trials: day.trials + row.trials.length });
  }
  return days.map((date) => {
    const day = byDay.get(date);
    return { date, value: day && day.trials > 0 ? Math.round((day.correct / day.trials) * 1000) / 10 : null };
  });
}

/** The criterion most of the given records name. */
function commonCriterion(criteria: readonly (string | null)[]): number | null {
  const counts = new Map<number, number>();
  for (const percent of criteria.map(criterionPercent)) if (percent !== undefined) counts.set(percent, (counts.get(percent) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

function percentGraph(
  db: Db,
  query: GraphQuery,
  series: { id: number; name: string; rows: SkillData[] }[],
  programs: StudentProgram[],
  criteria: (string | null)[],
) {
  const inRange = new Set(query.days);
  const drawn = series.map((line) => ({ id: String(line.id), name: line.name, points: percentPoints(query.days, line.rows) }));
  return {
    graph_type: 'Percent',
    unit: 'percent correct',
    days: query.days,
    session_days: query.days.filter((day) => query.data.sessionDays.has(day)),
    series: drawn.filter((line) => line.points.some((point) => point.value !== null)),
    phases: progressOf(db, query.student.id, { programs: new Set(programs.map((row) => row.id)) }).filter((row) => inRange.has(row.date)),
    mastery_criterion: commonCriterion(criteria),
    observed_minutes: null,
    technical_indicator: query.text('technical_indicator') ?? null,
  };
}

function skillGraph(db: Db, query: GraphQuery) {
  const programs = chosenPrograms(query);
  const kept = new Set(programs.map((row) => row.id));
  const targets = query.data.targets.filter((row) => kept.has(row.program_id));
  const series = targets.map((target) => ({
    id: target.id,
    name: target.name,
    rows: query.data.skillEntries.filter((row) => row.target_id === target.id),
  }));
  return percentGraph(
    db,
    query,
    series,
    programs,
    targets.map((row) => row.mastery_criteria),
  );
}

function programGraph(db: Db, query: GraphQuery) {
  const programs = chosenPrograms(query);
  const series = programs.map((program) => ({
    id: program.id,
    name: program.name,
    rows: query.data.skillEntries.filter((row) => row.program_id === program.id),
  }));
  return percentGraph(
    db,
    query,
    series,
    programs,
    programs.map((row) => row.mastery_criteria),
  );
}

export function registerSkillGraphs(router: Router, db: Db, guards: PermissionGuards): void {
  router.get(
    '/student-skill-graph',
    ...guards.read,
    graphHandler(db, checkSkillFilters, (query) => skillGraph(db, query)),
  );
  router.post(
    '/student-program-graph',
    ...guards.notes,
    graphHandler(db, checkSkillFilters, (query) => programGraph(db, query)),
  );
  router.get('/skill-technical-indicators', ...guards.read, (_req, res) => {
    ok(res, { data: technicalIndicators });
  });
}
