// One kind of step added, changed or removed on its own: workflow_task, workflow_calendar_event and
// workflow_document_template (GET ?workflow_id, POST, PUT {id}, DELETE {id}). The step is checked as the workflow
// editor's steps are; a position moves it in the workflow's order.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { documentTemplates } from '../templates/tables.js';
import { checkStep, ownerName, readStep } from './steps.js';
import { nextStepId, workflowsTable } from './tables.js';
import { workflowPermission } from './access.js';
import type { StepType, Workflow, WorkflowStep } from './workflow.js';

export const stepPaths: readonly [StepType, string, string][] = [
  ['task', 'workflow_task', 'Workflow task'],
  ['calendar_event', 'workflow_calendar_event', 'Workflow calendar event'],
  ['document_template', 'workflow_document_template', 'Workflow document template'],
];

/** A step as the API answers it: with its workflow, its 1-based place and the names of its owner and template. */
export function presentStep(db: Db, workflow: Workflow): (step: WorkflowStep) => Record<string, unknown> {
  return (step) => ({
    ...step,
    workflow_id: workflow.id,
    position: workflow.steps.findIndex((candidate) => candidate.id === step.id) + 1,
    owner_name: ownerName(db, step.owner_type, step.owner_id),
    template_name: step.template_id === null ? null : (documentTemplates(db).find(step.template_id)?.name ?? null),
  });
}

/** The steps with `step` in place (or at the end when new), then moved to the 1-based `position` when one is given. */
function placed(steps: readonly WorkflowStep[], step: WorkflowStep, position: unknown): WorkflowStep[] {
  const known = steps.some((candidate) => candidate.id === step.id);
  const list = known ? steps.map((candidate) => (candidate.id === step.id ? step : candidate)) : [...steps, step];
  const wanted = Number(position);
  if (!Number.isInteger(wanted) || wanted < 1) return list;
  const others = list.filter((candidate) => candidate !== step);
  others.splice(Math.min(wanted - 1, others.length), 0, step);
  return others;
}

export function registerStepCalls(router: Router, { db, auth }: AreaContext): void {
  const guards = [auth.required, auth.requirePermission(workflowPermission)];
  const workflowOf = (req: Request, res: Response, id: unknown) => {
    const workflow = workflowsTable(db).find(Number(id));
    if (!workflow) notFound(res, 'Workflow not found.');
    return workflow;
  };
  for (const [type, path, title] of stepPaths) {
    const stepOf = (req: Request, res: Response) => {
      const id = Number(req.params['id']);
      const workflow = workflowsTable(db)
        .active()
        .find((candidate) => candidate.steps.some((step) => step.id === id && step.type === type));
      if (!workflow) notFound(res, `${title} not found.`);
      return workflow ? { workflow, step: workflow.steps.find((step) => step.id === id)! } : undefined;
    };
    const write = (res: Response, workflow: Workflow, step: WorkflowStep, position: unknown, verb: string) => {
      const errors = new FieldErrors();
      const saved = checkStep(db, step, errors, '');
      if (!errors.empty) {
        unprocessable(res, errors);
        return;
      }
      const updated = workflowsTable(db).update(workflow.id, { steps: placed(workflow.steps, saved, position) })!;
      ok(res, { message: `${title} ${verb} successfully.`, data: presentStep(db, updated)(saved) });
    };
    router.get(`/${path}`, ...guards, (req, res) => {
      const workflow = workflowOf(req, res, textParam(listParams(req), 'workflow_id'));
      if (workflow) ok(res, { data: workflow.steps.filter((step) => step.type === type).map(presentStep(db, workflow)) });
    });
    router.post(`/${path}`, ...guards, (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const workflow = workflowOf(req, res, body['workflow_id']);
      if (workflow) write(res, workflow, { ...readStep(body, type), id: nextStepId(db)() }, body['position'], 'created');
    });
    router.put(`/${path}/:id`, ...guards, (req, res) => {
      const found = stepOf(req, res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (found) write(res, found.workflow, { ...readStep(body, type), id: found.step.id }, body['position'], 'updated');
    });
    router.delete(`/${path}/:id`, ...guards, (req, res) => {
      const found = stepOf(req, res);
      if (!found) return;
      workflowsTable(db).update(found.workflow.id, { steps: found.workflow.steps.filter((step) => step.id !== found.step.id) });
      ok(res, { message: `${title} deleted successfully.` });
    });
  }
}
