// The behaviour graphs (GET student-behavior-graph, GET student-behavior-graph-abc): a behaviour's frequency,
// duration, intensity or rate per minute on each day of the range, and the ABC entries counted by antecedent or
// consequence. Filters: behaviorType (a behaviour id), category, recordingType (how it is measured), intensity,
// graphType, isMaxValSelected (the day's highest behaviour rather than the sum, for the all-behaviours line).
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { FieldErrors } from '../../server/validation.js';
import { intensities, type BehaviorDataEntry } from '../student-data-entry/behavior-data.js';
import type { StudentBehavior } from '../student-behaviors/index.js';
import { pointsOf } from './days.js';
import type { PermissionGuards } from './guards.js';
import { progressOf } from './progress.js';
import { graphHandler, type GraphQuery } from './query.js';

export const graphTypes = ['Frequency', 'Duration', 'Intensity', 'Rate'] as const;
type GraphType = (typeof graphTypes)[number];

const units: Record<GraphType, string> = {
  Frequency: 'occurrences per day',
  Duration: 'seconds per day',
  Intensity: 'intensity (1 mild, 2 moderate, 3 severe)',
  Rate: 'occurrences per minute',
};

/** Minutes observed on a day with data but no timed session: the practice's standard hour of observation. */
export const standardObservationMinutes = 60;

const intensityLevel = (entry: BehaviorDataEntry) =>
  entry.frequency === 0 ? 0 : intensities.indexOf(entry.intensity as (typeof intensities)[number]) + 1;

/** The behaviours a query keeps: by id, category and how they are measured. */
function chosenBehaviors(query: GraphQuery): StudentBehavior[] {
  const id = query.id('behaviorType');
  const category = query.text('category');
  const recording = query.text('recordingType');
  return query.data.behaviors.filter(
    (row) =>
      (id === undefined || row.id === id) &&
      (category === undefined || row.category === category) &&
      (recording === undefined || row.measurement === recording),
  );
}

function checkChoices(query: GraphQuery, errors: FieldErrors): void {
  errors.oneOf('intensity', query.text('intensity'), intensities);
  errors.oneOf('graphType', query.text('graphType'), graphTypes);
  const type = query.text('type');
  if (type !== undefined && !['antecedent', 'consequence'].includes(type)) errors.add('type', 'The selected type is invalid.');
}

function behaviorGraph(db: Db, query: GraphQuery) {
  const graphType = (query.text('graphType') ?? 'Frequency') as GraphType;
  const intensity = query.text('intensity');
  const behaviors = chosenBehaviors(query);
  const inRange = new Set(query.days);
  const sessionDays = new Set([...query.data.sessionDays].filter((day) => inRange.has(day)));
  const minutesOn = (day: string) => query.data.sessionMinutes.get(day) ?? standardObservationMinutes;
  const valueOf = (entry: BehaviorDataEntry, day: string): number => {
    if (graphType === 'Duration') return entry.duration_seconds ?? 0;
    if (graphType === 'Intensity') return intensityLevel(entry);
    if (graphType === 'Rate') return Math.round((entry.frequency / minutesOn(day)) * 10000) / 10000;
    return entry.frequency;
  };
  const perBehavior = behaviors.map((behavior) => {
    const values = new Map<string, number>();
    for (const entry of query.data.behaviorEntries) {
      if (entry.behavior_id !== behavior.id || !inRange.has(entry.date)) continue;
      values.set(entry.date, intensity === undefined || entry.intensity === intensity ? valueOf(entry, entry.date) : 0);
    }
    return { id: String(behavior.id), name: behavior.name, points: pointsOf(query.days, sessionDays, values) };
  });
  // Intensities are levels, never summed.
  const highest = query.flag('isMaxValSelected') || graphType === 'Intensity';
  const combine = highest ? (a: number, b: number) => Math.max(a, b) : (a: number, b: number) => a + b;
  const all =
    perBehavior.length > 1
      ? [
          {
            id: 'all',
            name: highest ? 'All behaviours (highest)' : 'All behaviours (total)',
            points: query.days.map((date, index) => {
              const values = perBehavior.map((series) => series.points[index]!.value).filter((value): value is number => value !== null);
              return { date, value: values.length === 0 ? null : Math.round(values.reduce(combine) * 10000) / 10000 };
            }),
          },
        ]
      : [];
  return {
    graph_type: graphType,
    unit: units[graphType],
    days: query.days,
    session_days: query.days.filter((day) => sessionDays.has(day)),
    series: [...perBehavior, ...all],
    phases: progressOf(db, query.student.id, { behaviors: new Set(behaviors.map((row) => row.id)) }).filter((row) => inRange.has(row.date)),
    mastery_criterion: null,
    observed_minutes: query.days.map((day) => (sessionDays.has(day) ? minutesOn(day) : null)),
    technical_indicator: null,
  };
}

function abcGraph(query: GraphQuery) {
  const type = (query.text('type') ?? 'antecedent') as 'antecedent' | 'consequence';
  const intensity = query.text('intensity');
  const behaviors = chosenBehaviors(query);
  const kept = new Set(behaviors.map((row) => row.id));
  const inRange = new Set(query.days);
  const entries = query.data.abcEntries.filter(
    (entry) => kept.has(entry.behavior_id) && inRange.has(entry.date) && (intensity === undefined || entry.intensity === intensity),
  );
  const labels = [...new Set(entries.map((entry) => entry[type]))];
  const bars = labels
    .map((label) => {
      const counts = behaviors
        .map((behavior) => ({
          behavior_id: behavior.id,
          behavior_name: behavior.name,
          count: entries.filter((entry) => entry[type] === label && entry.behavior_id === behavior.id).length,
        }))
        .filter((count) => count.count > 0);
      return { label, total: counts.reduce((sum, count) => sum + count.count, 0), counts };
    })
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  return {
    type,
    total: entries.length,
    behaviors: behaviors
      .filter((row) => entries.some((entry) => entry.behavior_id === row.id))
      .map((row) => ({ id: row.id, name: row.name, category: row.category, kind: row.measurement })),
    bars,
  };
}

export function registerBehaviorGraphs(router: Router, db: Db, guards: PermissionGuards): void {
  router.get(
    '/student-behavior-graph',
    ...guards.read,
    graphHandler(db, checkChoices, (query) => behaviorGraph(db, query)),
  );
  router.get('/student-behavior-graph-abc', ...guards.read, graphHandler(db, checkChoices, abcGraph));
}
