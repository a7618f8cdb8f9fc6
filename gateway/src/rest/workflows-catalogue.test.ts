// The workflow calls of the practice API's catalogue: CRUD workflow (with the soft-delete lifecycle), its three kinds
// of step, the assignments and their calendar events, each declared by a field of the schema with its method and
// path. The catalogue names the calls but not their paths; the paths are the ones the schema chose in the API's style.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const workflows: Call[] = [
  'GET workflow',
  'GET workflow/{}',
  'POST workflow',
  'PUT workflow/{}',
  'DELETE workflow/{}',
  'GET deleted-workflow',
  'POST restore-workflow',
  'POST permanent-delete-workflow',
];

const steps: Call[] = ['workflow_task', 'workflow_calendar_event', 'workflow_document_template'].flatMap((path): Call[] => [
  `GET ${path}`,
  `POST ${path}`,
  `PUT ${path}/{}`,
  `DELETE ${path}/{}`,
]);

const assignments: Call[] = [
  'GET assign-workflow',
  'GET assign-workflow/{}',
  'POST assign-workflow',
  'PUT assign-workflow/{}',
  'DELETE assign-workflow/{}',
  'GET assign-workflow-event',
  'POST assign-workflow-event',
  'PUT assign-workflow-event/{}',
  'DELETE assign-workflow-event/{}',
];

describe('the workflow calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['workflows', workflows],
    ['tasks, calendar events and document templates of a workflow', steps],
    ['assignments and their calendar events', assignments],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
