// A workflow's steps as the editor holds them: in order, each a task, a calendar event or a document template, due a
// number of days after the assignment date and owned by a staff member, a role or (none) the assignee. A new step has
// no id until saved; `key` tells rows apart meanwhile. Owners are one choice: 'staff:12', 'role:3' or ''.
import type { WorkflowStepFieldsFragment, WorkflowStepInput } from '../../gql/graphql';

export const stepTypes = [
  { value: 'task', label: 'Task' },
  { value: 'calendar_event', label: 'Calendar event' },
  { value: 'document_template', label: 'Document template' },
] as const;

export type StepType = (typeof stepTypes)[number]['value'];

export function stepTypeLabel(type: string | null | undefined): string {
  return stepTypes.find((candidate) => candidate.value === type)?.label ?? 'Step';
}

export interface EditableStep {
  key: string;
  id: string | null;
  type: StepType;
  name: string;
  /** As typed, so a half-typed number stays in the field; checked by the API. */
  offsetDays: string;
  owner: string;
  startTime: string;
  durationMinutes: string;
  templateId: string;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export function newStep(type: StepType): EditableStep {
  return {
    key: newKey(),
    id: null,
    type,
    name: '',
    offsetDays: '0',
    owner: '',
    startTime: type === 'calendar_event' ? '09:00' : '',
    durationMinutes: type === 'calendar_event' ? '60' : '',
    templateId: '',
  };
}

export function editableSteps(steps: readonly WorkflowStepFieldsFragment[]): EditableStep[] {
  return steps.map((step) => ({
    key: step.id,
    id: step.id,
    type: (stepTypes.some((candidate) => candidate.value === step.type) ? step.type : 'task') as StepType,
    name: step.name,
    offsetDays: String(step.offsetDays),
    owner: step.ownerType && step.ownerId ? `${step.ownerType}:${step.ownerId}` : '',
    startTime: step.startTime ?? '',
    durationMinutes: step.durationMinutes === null || step.durationMinutes === undefined ? '' : String(step.durationMinutes),
    templateId: step.templateId ?? '',
  }));
}

function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The steps as the API takes them, in order; sent only once `stepProblems` finds none. */
export function stepsInput(steps: readonly EditableStep[]): WorkflowStepInput[] {
  return steps.map((step) => {
    const [ownerType, ownerId] = step.owner ? step.owner.split(':') : [null, null];
    const offset = wholeNumber(step.offsetDays);
    const duration = wholeNumber(step.durationMinutes);
    return {
      ...(step.id ? { id: step.id } : {}),
      type: step.type,
      name: step.name.trim(),
      offsetDays: Number.isNaN(offset) ? 0 : offset,
      ownerType: ownerType ?? null,
      ownerId: ownerId ?? null,
      startTime: step.type === 'calendar_event' ? step.startTime : null,
      durationMinutes: step.type === 'calendar_event' && !Number.isNaN(duration) ? duration : null,
      templateId: step.type === 'document_template' && step.templateId ? step.templateId : null,
    };
  });
}

/** The problems the editor finds before sending, keyed as the API keys them (steps.N.field). */
export function stepProblems(steps: readonly EditableStep[]): Record<string, string> {
  const problems: Record<string, string> = {};
  steps.forEach((step, index) => {
    if (!step.name.trim()) problems[`steps.${index}.name`] = 'Every step needs a name.';
    const offset = wholeNumber(step.offsetDays);
    if (Number.isNaN(offset)) problems[`steps.${index}.offsetDays`] = 'Give a whole number of days.';
    else if (offset < 0)
      problems[`steps.${index}.offsetDays`] = 'A step cannot be due before the workflow starts: give 0 days or more after the assignment date.';
  });
  return problems;
}
