// The goals calls of the practice API's catalogue (goals, goal attributes, goal activity, goal headers in versions
// 1, 2 and 3, the conversions), each declared by a field of the schema with its method and path. Where the catalogue
// names a call but not its path (the attribute calls, the activity lists, the header versions, the sample-doc calls),
// the path is the one the schema chose in the API's style. A call listed here and missing from the schema fails,
// named; the stand-in answering each declared path is checked by the coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const goals: Call[] = [
  '* goals',
  '* parent-goals',
  '* sub-goals/{}',
  '* mass-goal-dropdown-filter',
  '* goal-import/check-import-status',
  'POST mass-goal-data-import',
  '* mass-goal-data-export',
  '* get-goal-import-list',
  '* get-goal-import-list-all',
  '* filter-goal-import-list',
  'POST mass-goal-delete',
  '* update-goal',
  'GET show-goal/{}',
  '* all-goals',
  // The soft-delete lifecycle every goal has.
  'DELETE goals/{}',
  'GET deleted-goals',
  'POST restore-goals',
  'POST permanent-delete-goals',
];

const goalAttributes: Call[] = [
  'GET goal-attribute',
  'GET goal-attribute/{}',
  'GET goal-attribute-dropdown',
  'POST goal-attribute',
  'PUT goal-attribute/{}',
  'DELETE goal-attribute/{}',
  'POST restore-goal-attribute',
  'POST permanent-delete-goal-attribute',
  'GET deleted-goal-attribute',
];

const goalActivity: Call[] = [
  'POST goal-activity-add',
  'POST goal-activity-update/{}',
  'POST goal-activity-delete/{}',
  'GET goal-activity-sessions',
  'GET goal-activity-descriptions',
  'GET goal-activity-skill-areas',
  'GET goal-activity-target-names',
];

const goalHeaders: Call[] = ['', 'v2/', 'v3/'].flatMap((version): Call[] => [
  `POST ${version}goal-header-add`,
  `POST ${version}goal-header-update/{}`,
  `POST ${version}goal-header-delete/{}`,
  `GET ${version}goal-header-list`,
  `GET ${version}goal-header-show/{}`,
]);

const conversions: Call[] = [
  'POST sample-doc-to-excel',
  'POST sample-excel-to-doc',
  'POST get-configs',
  'GET goals-import-from-doc-write-excel-check-list',
  'GET file-list',
  'GET view-client-file/{}',
  'POST update-client-file',
  'POST delete-client-file',
  'POST converted-docx-file-download',
  'POST converted-xlsx-file-download',
];

describe('the goals calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['goals, their tree, mass edit, delete, import and export', goals],
    ['goal attributes', goalAttributes],
    ['goal activity', goalActivity],
    ['goal headers, versions 1, 2 and 3', goalHeaders],
    ['the conversions', conversions],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
