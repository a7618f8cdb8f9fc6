// The student on the resource kit: the paged list with its filters, detail, create, update (POST student-update),
// soft delete, deleted list, restore and permanent delete. Reading needs the Student List module; adding, editing
// and deleting need its Add, Edit and Delete methods. A therapist reaches only the students they work with, every
// write lands in the student's activity history, and the imports, exports and lookups are the resource's own routes.
import { defineResource } from '../../kit/define-resource.js';
import { callerOf } from '../../server/auth.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentAccess, studentModule } from './access.js';
import { registerStudentExports } from './exports.js';
import { coverageByStudent } from './filters.js';
import { registerStudentImport } from './import.js';
import { drainImports } from './import-queue.js';
import { presentStudent, studentRows } from './listing.js';
import { registerStudentLookups } from './lookups.js';
import { fullName, type Student } from './student.js';
import { checkStudent, nextClientCode, readStudentInput, studentValues } from './student-input.js';
import { studentsTable } from './table.js';
import { seedStudents } from './seed.js';

const activityWords = { created: 'Added', deleted: 'Deleted', restored: 'Restored' } as const;

export const studentResource = defineResource<Student>({
  name: 'student',
  type: 'Student',
  table: studentsTable,
  seed: seedStudents,
  // all-students takes its own filters: the lookups serve it.
  paths: { all: null },
  // checkStudent names the missing fields.
  required: [],
  permission: studentModule.subLabel,
  access: studentAccess({ read: 'List', create: 'Add', write: 'Edit', remove: 'Delete' }),
  hooks: {
    read: readStudentInput,
    beforeSave(values, errors, { db, table, existing }) {
      checkStudent(db, table, values, errors, existing);
      const saved = studentValues(values, existing === undefined);
      if (!existing) saved.client_code ??= nextClientCode(table.all());
      return saved;
    },
    after(event, row, { db, req, input }) {
      if (event === 'purged') return;
      const description =
        event === 'updated'
          ? `Updated ${
              Object.keys(input ?? {})
                .map((key) => key.replace(/_/g, ' '))
                .join(', ') || 'nothing'
            }.`
          : `${activityWords[event]} ${fullName(row)}.`;
      logActivity(db, { studentId: row.id, user: callerOf(req).user, module: 'Student', action: event, description });
    },
    // Imported rows join the list once their time has come.
    query(req, pool, db) {
      drainImports(db);
      return studentRows(db, req, pool());
    },
    present(db, rows) {
      const coverage = coverageByStudent(db, rows && new Set(rows.map((row) => row.id)));
      return (row) => presentStudent(row, coverage);
    },
    visible: (row, req) => seesStudent(callerOf(req).user, row),
    // Fixed paths before student/{id}, so that none is read as an id.
    routes(router, context) {
      registerStudentImport(router, context);
      registerStudentExports(router, context);
      registerStudentLookups(router, context);
    },
  },
});
