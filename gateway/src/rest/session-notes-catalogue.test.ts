// The session-note calls of the practice API's catalogue (templates and their note-helper setup, writing and signing
// notes and their files, the generation queue and merged reports, fax), each declared by a field of the schema with
// its method and path. Where the catalogue names a call but not its path (the note-helper calls, the short-code list,
// the billing codes templates hold, the preview), the path is the one the schema chose in the API's style. A run the
// catalogue abbreviates with leading dashes continues the stem of its first call, that call without its last word:
// "session-form-template-report-queues, -merged-reports, -pending" ends in session-form-template-report-pending, and
// "session-form-template-report, -report-signature-check, -shortcode-check" in session-form-template-shortcode-check. A call
// listed here and missing from the schema fails, named; the stand-in answering each declared path is checked by the
// coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

/** The create, read, update and delete calls of a resource at `path`. */
function crud(path: string): Call[] {
  return [`GET ${path}`, `GET ${path}/{}`, `POST ${path}`, `PUT ${path}/{}`, `DELETE ${path}/{}`];
}

const templates: Call[] = [
  ...crud('session-form-category'),
  ...crud('session-form-sub-category'),
  ...crud('session-form-template'),
  ...crud('session-template'),
  'GET deleted-session-template',
  'POST restore-session-template',
  'POST permanent-delete-session-template',
  ...crud('dynamic-session-template'),
  'POST clone-dynamic-session-template/{}',
  'GET dynamic-session-template-hcodes',
  'GET dynamic-session-template-preview/{}',
  'GET session-form-parent-category',
  'GET session-form-all-categories',
  'GET session-form-template-student/{}',
  'GET guest-session-form-template/{}',
  'GET session-form-template-eventid/{}',
  'GET template-by-service/{}/{}',
  'GET session-template-short-codes',
  'POST session-form-template-shortcode-check',
  'POST note-helper-program-target',
  'POST note-helper-playlist',
  'POST note-helper-programtarget',
  'POST import-doc-dynamic-session-template/{}',
  'POST verify-session-template',
  'POST request-verification',
];

const notes: Call[] = [
  'POST session-form-template-report',
  'POST session-form-template-report-per-date',
  'POST session-form-template-report-multiple-date',
  'POST session-form-template-report-funder-check',
  'POST session-form-template-report-signature-check',
  '* get-session-files/{}',
  'POST update-session-files',
  'POST remove-session-files',
];

const generation: Call[] = [
  'POST auto-generate-session-notes',
  'POST auto-generate-session-notes-export',
  'POST auto-generate-session-notes-import',
  'GET session-form-template-report-queues',
  'GET session-form-template-report-merged-reports',
  'GET session-form-template-report-pending',
  'POST merge-session-form-template-reports',
  'POST regenerate-session',
  'POST generate-s3-url',
  'POST session-report-pdf-merge',
  'POST get-session-authorization',
  'DELETE session-form-template-report-queues/{}',
  'DELETE session-form-template-report-merged-reports/{}',
];

const fax: Call[] = [
  ...crud('fax-recipients'),
  'POST send-fax',
  'GET sent-fax-list',
  'DELETE delete-fax/{}',
  'DELETE cancel-fax/{}',
  'GET fax-download/{}',
  'GET fax-session-report/{}',
];

describe('the session-note calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['session templates and the note-helper setup', templates],
    ['writing and signing notes, and their files', notes],
    ['auto-generated notes, the queue and merged reports', generation],
    ['fax', fax],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
