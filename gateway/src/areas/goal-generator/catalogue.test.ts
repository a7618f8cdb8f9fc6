// The goal generator, goal activity and goal header calls of the practice API's catalogue ("Goals"), each declared by
// a field of the schema with its method and path; the coverage test checks the stand-in answers every declared one.
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../schema/build.js';

const headerCalls = (prefix: string) => [
  `POST ${prefix}goal-header-add`,
  `POST ${prefix}goal-header-update/{}`,
  `POST ${prefix}goal-header-delete/{}`,
  `GET ${prefix}goal-header-list`,
  `GET ${prefix}goal-header-show/{}`,
];

const calls: Record<string, string[]> = {
  'goal activity': [
    'POST goal-activity-add',
    'POST goal-activity-update/{}',
    'POST goal-activity-delete/{}',
    'GET goal-activity-sessions',
    'GET goal-activity-descriptions',
    'GET goal-activity-skill-areas',
    'GET goal-activity-target-names',
  ],
  'goal headers, versions 1, 2 and 3': [...headerCalls(''), ...headerCalls('v2/'), ...headerCalls('v3/')],
  conversion: [
    'POST sample-doc-add',
    'POST sample-doc-update/{}',
    'POST sample-doc-delete/{}',
    'POST sample-doc-show/{}',
    'POST sample-doc-to-excel',
    'POST sample-doc-to-excel-v2',
    'POST sample-excel-to-doc',
    'POST get-configs',
    'GET goals-import-from-doc-write-excel-check-list',
    'GET file-list',
    'GET view-client-file/{}',
    'POST update-client-file',
    'POST delete-client-file',
    'POST converted-docx-file-download',
    'POST converted-xlsx-file-download',
  ],
};

describe('the goal generator calls of the catalogue', () => {
  const { engine } = buildGatewaySchema();
  const declared = new Set([...engine.fields()].map((field) => `${field.spec.method} ${field.spec.path.replace(/\{[^}]+\}/g, '{}')}`));

  it.each(Object.entries(calls))('the schema declares every call of %s', (_area, list) => {
    expect(list.filter((call) => !declared.has(call))).toEqual([]);
  });
});
