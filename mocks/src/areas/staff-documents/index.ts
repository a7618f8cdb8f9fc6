// Staff documents: the label settings (which documents each staff title must provide) and each staff member's
// uploaded documents. Registered after the staff titles, whose ids the label settings are seeded with.
import type { Area } from '../../server/area.js';
import { registerStaffFiles } from './files.js';
import { registerLabelSettings } from './label-settings.js';

export const staffDocumentsArea: Area = {
  name: 'staff-documents',
  after: ['staff-titles'],
  register(router, context) {
    // The file routes first: staff-file-type/save-pdf-bulk is a fixed path beside the settings' staff-file-type/{id}.
    registerStaffFiles(router, context);
    registerLabelSettings(router, context);
  },
};

export { documentStatusOf } from './tables.js';
