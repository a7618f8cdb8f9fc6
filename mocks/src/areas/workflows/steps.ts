// A workflow's steps as a create or update sends them: read, checked as a whole (every step before any is written)
// and numbered. A step's errors are keyed by its place: steps.0.name, steps.2.offset_days.
import type { Db } from '../../db/index.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { documentTemplates } from '../templates/tables.js';
import { rolesTable, type Role } from '../roles/role.js';
import { ownerTypes, stepTypes, type StepType, type WorkflowStep } from './workflow.js';

export const stepMessages = {
  type: 'Choose a task, a calendar event or a document template.',
  name: 'Every step needs a name.',
  offset: 'A step cannot be due before the workflow starts: give 0 days or more after the assignment date.',
  owner: 'Choose a staff member or a role that exists.',
  startTime: 'Give the calendar event a start time (HH:MM).',
  duration: 'A calendar event lasts 5 to 480 minutes.',
  template: 'Choose a document template.',
} as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function integer(value: unknown): number | null {
  if (isBlank(value)) return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : Number.NaN;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** One step as sent, before its checks; `id` is the id it claims (an existing step's) or null. */
export function readStep(value: unknown, type?: StepType): WorkflowStep {
  const body = record(value);
  return {
    id: integer(body['id']) ?? 0,
    type: (type ?? body['type']) as StepType,
    name: text(body['name']) ?? '',
    description: text(body['description']),
    offset_days: integer(body['offset_days']) ?? 0,
    owner_type: text(body['owner_type']),
    owner_id: integer(body['owner_id']),
    start_time: text(body['start_time']),
    duration_minutes: integer(body['duration_minutes']),
    template_id: integer(body['template_id']),
  };
}

/** The name of a step's owner: the staff member's or the role's; null when there is none. */
export function ownerName(db: Db, ownerType: string | null, ownerId: number | null): string | null {
  if (ownerId === null) return null;
  if (ownerType === 'staff') return db.users.find(ownerId)?.name ?? null;
  if (ownerType === 'role') return db.defineTable<Role>(rolesTable).find(ownerId)?.name ?? null;
  return null;
}

/** Adds the errors of one step under `prefix` (steps.0); answers the step as it is saved. */
export function checkStep(db: Db, step: WorkflowStep, errors: FieldErrors, prefix: string): WorkflowStep {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  if (!stepTypes.includes(step.type)) errors.add(at('type'), stepMessages.type);
  if (!step.name) errors.add(at('name'), stepMessages.name);
  if (Number.isNaN(step.offset_days) || step.offset_days < 0) errors.add(at('offset_days'), stepMessages.offset);
  const owned = step.owner_type !== null || step.owner_id !== null;
  if (owned && (!ownerTypes.includes(step.owner_type as never) || ownerName(db, step.owner_type, step.owner_id) === null)) {
    errors.add(at('owner_id'), stepMessages.owner);
  }
  const saved: WorkflowStep = { ...step, owner_type: owned ? step.owner_type : null, owner_id: owned ? step.owner_id : null };
  if (step.type === 'calendar_event') {
    if (!step.start_time || !timePattern.test(step.start_time)) errors.add(at('start_time'), stepMessages.startTime);
    const minutes = step.duration_minutes ?? 60;
    if (Number.isNaN(minutes) || minutes < 5 || minutes > 480) errors.add(at('duration_minutes'), stepMessages.duration);
    saved.duration_minutes = minutes;
  } else {
    saved.start_time = null;
    saved.duration_minutes = null;
  }
  if (step.type === 'document_template') {
    const template = step.template_id === null ? undefined : documentTemplates(db).find(step.template_id);
    if (!template) errors.add(at('template_id'), stepMessages.template);
  } else {
    saved.template_id = null;
  }
  return saved;
}

/**
 * Every step of a workflow, checked before any is kept: a step that names one of the workflow's own steps keeps its
 * id, any other gets a new one from `nextId`.
 */
export function checkSteps(db: Db, value: unknown, errors: FieldErrors, current: readonly WorkflowStep[], nextId: () => number): WorkflowStep[] {
  if (!Array.isArray(value)) {
    errors.add('steps', 'The steps must be a list.');
    return [...current];
  }
  const known = new Set(current.map((step) => step.id));
  const checked = value.map((item, index) => checkStep(db, readStep(item), errors, `steps.${index}`));
  // A step keeps its id once: a second step claiming the same one is a new step.
  return checked.map((step) => {
    const keeps = known.delete(step.id);
    return { ...step, id: keeps ? step.id : nextId() };
  });
}
