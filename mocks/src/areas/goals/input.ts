// A goal's body as the goal form sends it, and the rules a saved goal keeps: its student and skill area exist; a
// parent goal is a top-level goal of the same student (the tree is two levels deep); the playlist's targets are
// named, distinct and of a known status; attribute values fit their attribute's type, required ones are given.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { readInput } from '../../kit/input.js';
import { isApiDate } from '../../kit/dates.js';
import type { FieldErrors } from '../../server/validation.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import { students } from '../students/table.js';
import type { GoalAttribute } from '../goal-attributes/goal-attribute.js';
import { progressStatuses, recordingTypes, targetStatuses, type Goal, type GoalAttributeValue, type GoalTarget } from './goal.js';

export const goalFillable = [
  'name',
  'description',
  'skill_area_id',
  'status',
  'student_id',
  'parent_id',
  'progress_status',
  'recording_type',
  'mastery_criteria',
  'start_date',
  'target_date',
] as const satisfies readonly (keyof Goal)[];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** The fields a body sends; `targets` and `attributes` only when sent (a new target has id 0 until saved). */
export function readGoal(body: unknown): Partial<Goal> {
  const source = record(body);
  const values = readInput<Goal>(source, {
    fillable: goalFillable,
    casts: { skill_area_id: 'integer', status: 'integer', student_id: 'integer', parent_id: 'integer' },
  });
  if (Array.isArray(source.targets)) {
    values.targets = source.targets.map((entry) => {
      const target = record(entry);
      const id = Number(target.id);
      return {
        id: Number.isSafeInteger(id) && id > 0 ? id : 0,
        name: text(target.name) ?? '',
        status: text(target.status) ?? 'Baseline',
        mastery_criteria: text(target.mastery_criteria),
      };
    });
  }
  if (Array.isArray(source.attributes)) {
    values.attribute_values = source.attributes.map((entry) => {
      const attribute = record(entry);
      return { attribute_id: Number(attribute.attribute_id) || 0, value: text(attribute.value) };
    });
  }
  return values;
}

function oneOf(errors: FieldErrors, field: string, value: string | undefined, allowed: readonly string[]): void {
  if (value !== undefined && value !== null && !allowed.includes(value))
    errors.add(field, `The ${field.replace(/_/g, ' ')} must be one of: ${allowed.join(', ')}.`);
}

/** The ids new targets take: on from the highest over every goal's targets. */
export function targetIds(table: Table<Goal>): () => number {
  let last = Math.max(0, ...table.all().flatMap((goal) => goal.targets.map((target) => target.id)));
  return () => (last += 1);
}

/** A target keeps its id when the goal had it; a new one takes the next free id. */
function numberTargets(table: Table<Goal>, targets: GoalTarget[], existing: Goal | undefined): GoalTarget[] {
  const kept = new Set((existing?.targets ?? []).map((target) => target.id));
  const next = targetIds(table);
  return targets.map((target) => (kept.has(target.id) ? target : { ...target, id: next() }));
}

function checkTargets(targets: GoalTarget[], errors: FieldErrors): void {
  const seen = new Set<string>();
  targets.forEach((target, index) => {
    if (target.name === '') errors.add(`targets.${index}.name`, `Target ${index + 1} needs a name.`);
    else if (seen.has(target.name.toLowerCase())) errors.add(`targets.${index}.name`, `The playlist already has a target named ${target.name}.`);
    seen.add(target.name.toLowerCase());
    if (!(targetStatuses as readonly string[]).includes(target.status))
      errors.add(`targets.${index}.status`, `The target status must be one of: ${targetStatuses.join(', ')}.`);
  });
}

/** Whether a value fits an attribute's type; the message when it does not. */
export function attributeValueProblem(attribute: GoalAttribute, value: string | null): string | undefined {
  if (value === null) return attribute.required ? `${attribute.name} is required.` : undefined;
  if (attribute.field_type === 'Number' && !Number.isFinite(Number(value))) return `${attribute.name} must be a number.`;
  if (attribute.field_type === 'Date' && !isApiDate(value)) return `${attribute.name} must be a date (YYYY-MM-DD).`;
  if (attribute.field_type === 'Select' && !attribute.options.includes(value))
    return `${attribute.name} must be one of: ${attribute.options.join(', ')}.`;
  return undefined;
}

function checkAttributes(db: Db, values: GoalAttributeValue[], errors: FieldErrors): GoalAttributeValue[] {
  const attributes = db.table<GoalAttribute>('goal_attributes').active();
  const given = new Map(values.map((entry) => [entry.attribute_id, entry.value]));
  for (const attributeId of given.keys()) {
    if (!attributes.some((attribute) => attribute.id === attributeId)) errors.add('attributes', `Goal attribute ${attributeId} does not exist.`);
  }
  attributes.forEach((attribute) => {
    const problem = attributeValueProblem(attribute, given.get(attribute.id) ?? null);
    if (problem) errors.add(`attributes.${attribute.id}`, problem);
  });
  return attributes
    .filter((attribute) => given.get(attribute.id) != null)
    .map((attribute) => ({ attribute_id: attribute.id, value: given.get(attribute.id)! }));
}

/** The rules a goal keeps on create and update; answers the values to save. */
export function checkGoal(db: Db, table: Table<Goal>, values: Partial<Goal>, errors: FieldErrors, existing?: Goal): Partial<Goal> {
  const merged = { ...existing, ...values };
  if (values.student_id !== undefined && !students(db).find(values.student_id ?? 0)) errors.add('student_id', 'The selected student does not exist.');
  if (
    values.skill_area_id !== undefined &&
    values.skill_area_id !== null &&
    !db.table<SkillArea>(skillAreaResource.spec.table).find(values.skill_area_id)
  ) {
    errors.add('skill_area_id', 'The selected skill area does not exist.');
  }
  if (merged.parent_id) {
    const parent = table.find(merged.parent_id);
    if (!parent || parent.id === existing?.id) errors.add('parent_id', 'The selected parent goal does not exist.');
    else if (parent.parent_id !== null) errors.add('parent_id', 'A sub-goal cannot have sub-goals of its own.');
    else if (parent.student_id !== merged.student_id) errors.add('parent_id', 'The parent goal belongs to another student.');
    else if (existing && table.active().some((goal) => goal.parent_id === existing.id))
      errors.add('parent_id', 'A goal with sub-goals cannot become a sub-goal.');
  }
  oneOf(errors, 'progress_status', values.progress_status, progressStatuses);
  oneOf(errors, 'recording_type', values.recording_type, recordingTypes);
  for (const field of ['start_date', 'target_date'] as const) {
    if (values[field] != null && !isApiDate(values[field])) errors.add(field, `The ${field.replace('_', ' ')} must be a date (YYYY-MM-DD).`);
  }
  if (
    merged.start_date &&
    merged.target_date &&
    isApiDate(merged.start_date) &&
    isApiDate(merged.target_date) &&
    merged.target_date < merged.start_date
  ) {
    errors.add('target_date', 'The target date must be on or after the start date.');
  }
  const saved: Partial<Goal> = { ...values };
  if (values.targets) {
    checkTargets(values.targets, errors);
    saved.targets = numberTargets(table, values.targets, existing);
  }
  if (values.attribute_values) saved.attribute_values = checkAttributes(db, values.attribute_values, errors);
  return saved;
}
