// The folder and file calls of the practice API's catalogue ("Folders and files"), each declared by a field of the
// schema with its method and path as the API spells them (`filesByFolder` in camelCase included). A call listed here
// and missing from the schema fails, named; the stand-in answering each declared path is checked by the coverage test.
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build.js';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const reads: Call[] = [
  'GET folders',
  'GET folders-all',
  'GET folder/parents',
  'GET files',
  'GET filesByFolder/{}',
  'GET get-folders-list',
  'GET search-files',
  'GET get-files-folders',
  'GET dropbox-item',
  'GET dropbox',
  'GET show-folder-details/{}',
  'GET get-file-details/{}',
  'GET get-folder-data/{}',
  'GET deleted-folders',
  'GET deleted-files',
  'GET shared-folders',
  'GET shared-files',
];

const writes: Call[] = [
  'POST create-folder',
  'POST update-folder/{}',
  'POST file-upload',
  'POST update-file-upload/{}',
  'POST files-update/{}',
  'DELETE delete-folder/{}',
  'DELETE delete-file/{}',
  'DELETE delete-multiple-folders',
  'DELETE delete-multiple-files',
  'POST permanent-delete',
  'POST restore',
  'POST share',
  'POST copy',
  'POST move',
];

const downloads: Call[] = ['GET download-zipped-folders', 'GET download-files'];

describe('the folder and file calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['reads (lists, tree, details, trash and shared lists)', reads],
    ['writes (folders, uploads, trash, share, copy and move)', writes],
    ['downloads', downloads],
  ])('the schema declares every call of the %s', (_kind, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('sends uploads as multipart', () => {
    const { engine } = buildGatewaySchema();
    const multipart = [...engine.fields()].filter((field) => field.spec.multipart).map((field) => field.spec.path);
    expect(multipart).toEqual(expect.arrayContaining(['file-upload', 'update-file-upload/{id}']));
  });
});
