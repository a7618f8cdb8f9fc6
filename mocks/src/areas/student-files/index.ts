// A student's files (all POST: student-file/list, rename-file, move-file, copy-file, delete-file,
// unassign-list, assign; the calls hang below student-file/ as the list does). A file belongs to a student or is
// unassigned (uploaded to the practice, waiting to be assigned); within a student it sits in a folder or at the top.
import type { Faker } from '@faker-js/faker';
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId, readIds } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { staffRecords } from '../students/related.js';
import { detailedStudents, students } from '../students/table.js';
import { dayOf } from '../../kit/dates.js';

export interface StudentFile extends Row {
  /** Null while unassigned. */
  student_id: number | null;
  name: string;
  file_name: string;
  folder: string | null;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
}

export const studentFolders = ['Intake', 'Assessments', 'Treatment Plans', 'Session Notes', 'Insurance', 'Consents'] as const;
const documents: [string, string, string][] = [
  ['Treatment plan', 'Treatment Plans', 'application/pdf'],
  ['VB-MAPP results', 'Assessments', 'application/pdf'],
  ['Insurance card', 'Insurance', 'image/jpeg'],
  ['Signed consent', 'Consents', 'application/pdf'],
  ['Intake packet', 'Intake', 'application/pdf'],
  ['Progress report', 'Treatment Plans', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['Session data sheet', 'Session Notes', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

function seedFiles(faker: Faker, db: Db): NewRow<StudentFile>[] {
  const staff = staffRecords(db).map((member) => member.id);
  const file = (studentId: number | null): NewRow<StudentFile> => {
    const [name, folder, mime] = faker.helpers.arrayElement(documents);
    const dated = `${name} ${dayOf(faker.date.past({ years: 1 }))}`;
    return {
      student_id: studentId,
      name: dated,
      file_name: `${dated.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${extensions[mime]}`,
      folder: faker.datatype.boolean(0.8) ? folder : null,
      mime_type: mime,
      size: faker.number.int({ min: 20_000, max: 4_000_000 }),
      uploaded_by: faker.helpers.arrayElement(staff),
    };
  };
  const rows = detailedStudents(db).flatMap((student) => Array.from({ length: faker.number.int({ min: 0, max: 4 }) }, () => file(student.id)));
  // Files uploaded to the practice and not yet given to a student.
  for (let index = 0; index < 25; index += 1) rows.push(file(null));
  return rows;
}

export const studentFilesArea: Area = {
  name: 'student-files',
  after: ['students'],
  register(router: Router, { db, auth }) {
    const table = db.defineTable<StudentFile>('student_files', (faker) => seedFiles(faker, db));
    const studentTable = students(db);
    const visibleStudent = (req: Request, id: unknown) => {
      const student = studentTable.find(parseId(id) ?? 0);
      return student && seesStudent(callerOf(req).user, student) ? student : undefined;
    };
    /** The files a bulk call names: each must exist and be the caller's to touch (its student visible, or unassigned). */
    const filesOf = (req: Request, res: Response, errors: FieldErrors): StudentFile[] | undefined => {
      const ids = readIds(req.body ?? {});
      if (!ids) {
        errors.add('ids', 'The id or ids field is required.');
        return undefined;
      }
      const files = ids.map((id) => table.find(id));
      if (files.some((file) => !file || (file.student_id !== null && !visibleStudent(req, file.student_id)))) {
        errors.add('ids', 'The selected ids is invalid.');
        return undefined;
      }
      void res;
      return files as StudentFile[];
    };
    const log = (req: Request, studentId: number | null, action: string, description: string) => {
      if (studentId !== null) logActivity(db, { studentId, user: callerOf(req).user, module: 'File', action, description });
    };
    const read = studentGuard(auth, 'List');
    const write = studentGuard(auth, 'Edit');

    router.post('/student-file/list', ...read, (req, res) => {
      const query = readListQuery(req, 50);
      const unassigned = ['1', 'true'].includes(textParam(query.params, 'unassigned') ?? '');
      const folder = textParam(query.params, 'folder');
      let rows: StudentFile[];
      if (unassigned) {
        rows = table.active().filter((file) => file.student_id === null);
      } else {
        const student = visibleStudent(req, textParam(query.params, 'student_id'));
        if (!student) {
          return unprocessable(
            res,
            new FieldErrors().add(
              'student_id',
              query.params.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.',
            ),
          );
        }
        rows = table.active().filter((file) => file.student_id === student.id);
      }
      if (folder !== undefined && folder !== '') rows = rows.filter((file) => file.folder === folder);
      const searched = applySearch(rows, ['name', 'file_name', 'folder'], query.search).sort((a, b) => b.id - a.id);
      ok(res, { data: paginate(searched, query.page, query.perPage) });
    });

    router.post('/student-file/rename-file', ...write, (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      const name = typeof req.body?.name === 'string' ? req.body.name.trim() : '';
      errors.required({ name }, ['name']);
      if (files && files.length !== 1) errors.add('ids', 'Rename one file at a time.');
      if (!errors.empty || !files) return unprocessable(res, errors);
      const file = table.update(files[0]!.id, { name })!;
      log(req, file.student_id, 'renamed', `Renamed a file to ${name}.`);
      ok(res, { message: 'File renamed successfully.', data: file });
    });

    router.post('/student-file/move-file', ...write, (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      const raw = req.body?.folder;
      const folder = raw === null || raw === undefined || raw === '' ? null : String(raw);
      if (folder !== null) errors.oneOf('folder', folder, studentFolders);
      if (!errors.empty || !files) return unprocessable(res, errors);
      const moved = files.map((file) => table.update(file.id, { folder })!);
      log(req, moved[0]?.student_id ?? null, 'moved', `Moved ${moved.length} file(s) to ${folder ?? 'the top folder'}.`);
      ok(res, { message: 'Files moved successfully.', data: moved });
    });

    router.post('/student-file/copy-file', ...write, (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      const target = visibleStudent(req, req.body?.student_id);
      if (!target)
        errors.add('student_id', req.body?.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
      const raw = req.body?.folder;
      const folder = raw === null || raw === undefined || raw === '' ? undefined : String(raw);
      if (folder !== undefined) errors.oneOf('folder', folder, studentFolders);
      if (!errors.empty || !files || !target) return unprocessable(res, errors);
      const copies = files.map(({ id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...file }) =>
        table.insert({ ...file, student_id: target.id, folder: folder ?? file.folder, uploaded_by: callerOf(req).user.id }),
      );
      log(req, target.id, 'copied', `Copied ${copies.length} file(s) in.`);
      ok(res, { message: 'Files copied successfully.', data: copies });
    });

    router.post('/student-file/delete-file', ...studentGuard(auth, 'Delete'), (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      if (!errors.empty || !files) return unprocessable(res, errors);
      const deleted = files.map((file) => table.softDelete(file.id)!);
      log(req, deleted[0]?.student_id ?? null, 'deleted', `Deleted ${deleted.length} file(s).`);
      ok(res, { message: 'Files deleted successfully.', data: deleted });
    });

    router.post('/student-file/unassign-list', ...write, (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      if (files?.some((file) => file.student_id === null)) errors.add('ids', 'A file that is not assigned cannot be unassigned.');
      if (!errors.empty || !files) return unprocessable(res, errors);
      const from = files[0]?.student_id ?? null;
      const unassigned = files.map((file) => table.update(file.id, { student_id: null, folder: null })!);
      log(req, from, 'unassigned', `Unassigned ${unassigned.length} file(s).`);
      ok(res, { message: 'Files unassigned successfully.', data: unassigned });
    });

    router.post('/student-file/assign', ...write, (req, res) => {
      const errors = new FieldErrors();
      const files = filesOf(req, res, errors);
      const student = visibleStudent(req, req.body?.student_id);
      if (!student)
        errors.add('student_id', req.body?.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
      if (files?.some((file) => file.student_id !== null)) errors.add('ids', 'Only unassigned files can be assigned.');
      const raw = req.body?.folder;
      const folder = raw === null || raw === undefined || raw === '' ? null : String(raw);
      if (folder !== null) errors.oneOf('folder', folder, studentFolders);
      if (!errors.empty || !files || !student) return unprocessable(res, errors);
      const assigned = files.map((file) => table.update(file.id, { student_id: student.id, folder })!);
      log(req, student.id, 'assigned', `Assigned ${assigned.length} file(s).`);
      ok(res, { message: 'Files assigned successfully.', data: assigned });
    });
  },
};
