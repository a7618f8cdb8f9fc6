// The practice-management import, sheets link, Rethink, cron and error calls of the practice API's catalogue, each
// declared by a field of the schema with its method and path. Where the catalogue names a call but not its method
// or its export's path, the schema chose them in the API's style (error-descriptions/export, restart-cron as POST).
// The monitoring page's own lists (cron jobs, web pages, all students' activity, Rethink's daily counts) are the
// stand-in's calls and are listed apart. The stand-in answering each declared path is checked by the coverage test.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const kareo: Call[] = [
  'POST billing-kareo-data-import',
  'POST filter-kareo-import-list',
  'POST kareo-export',
  'GET kareo-import/check-import-status',
  'GET get-kareo-import-list',
  'GET kareo-import-dropdown_filter',
];

const sheetLinks: Call[] = [
  'GET as-sheet-link',
  'GET as-sheet-link/{}',
  'POST as-sheet-link',
  'PATCH as-sheet-link/{}',
  'DELETE as-sheet-link/{}',
  '* as-sheet-link-run/{}',
];

const rethinkCronErrors: Call[] = [
  'GET rethink-session-data',
  '* rethink-importer',
  '* restart-cron/{}',
  'GET error-descriptions',
  'GET error-descriptions/export',
];

const standInOwn: Call[] = ['GET rethink-session-data/daily', 'GET cron-jobs', 'GET web-pages-applications', 'GET activity-history'];

describe('the practice-management import and monitoring calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['the practice-management (Kareo) import', kareo],
    ['sheets links', sheetLinks],
    ['Rethink, cron and the error descriptions', rethinkCronErrors],
    ['the monitoring pages’ own lists', standInOwn],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
