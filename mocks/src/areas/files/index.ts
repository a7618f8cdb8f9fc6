// The file manager: folders and files with a trash, sharing, copy and move, uploads checked by content, and
// downloads (one file with its name, folders as a ZIP). The storage and download routes come first: their fixed
// paths sit beside nothing else, but they must not be taken for API calls.
import type { Area } from '../../server/area.js';
import { registerReads } from './reads.js';
import { registerSharing } from './sharing.js';
import { registerTransfer } from './transfer.js';
import { registerWrites } from './writes.js';

export const filesArea: Area = {
  name: 'files',
  register(router, context) {
    registerTransfer(router, context);
    registerReads(router, context);
    registerWrites(router, context);
    registerSharing(router, context);
  },
};

export { maxFileBytes } from './kinds.js';

/** The upload calls whose files may reach the file manager's limit (a little over it, so its routes answer). */
export const fileManagerUploadPaths = /^\/(file-upload|update-file-upload\/[^/]+)\/?$/;
export const fileManagerUploadBytes = 64 * 1024 * 1024;
