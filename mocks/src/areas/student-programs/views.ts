// Read-outs of a student's programs: by category (student-program-list/{a}/{b}), all of them (all-student-program),
// a staff member's (all-student-staff-program/{a}/{b}), chosen ones (selected-student-program), by status
// (student-program-by-status), the category → program → target tree (student-program-tree-structure), and the
// import (student-program-import, a CSV) and export (export-student-program).
import type { Request, Response, Router } from 'express';
import { normaliseHeader, recordValues } from '../../kit/sheet-record.js';
import { csvFile, offerFile } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import { readSheetUpload } from '../../kit/import.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';
import { presentProgram } from './programs.js';
import { programCategories, programTables, targetTypes, type StudentProgram } from './records.js';

export function registerProgramViews(router: Router, { db, auth }: AreaContext): void {
  const { programs, targets } = programTables(db);
  const studentTable = students(db);
  const visible = (req: Request, id: number | undefined): Student | undefined => {
    const student = id === undefined ? undefined : studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const fromParam = (req: Request, res: Response, params: Record<string, unknown>): Student | undefined => {
    const raw = textParam(params, 'student_id');
    const student = visible(req, parseId(raw));
    if (!student)
      unprocessable(
        res,
        new FieldErrors().add('student_id', raw === undefined ? 'The student id field is required.' : 'The selected student id is invalid.'),
      );
    return student;
  };
  const ofStudent = (student: Student) => programs.active().filter((program) => program.student_id === student.id);
  const withTargets = (program: StudentProgram) => ({
    ...presentProgram(program, db),
    targets: targets.active().filter((target) => target.program_id === program.id),
  });
  const read = studentGuard(auth, 'List');

  router.get('/student-program-list/:studentId/:categoryId', ...read, (req, res) => {
    const student = visible(req, parseId(req.params.studentId));
    if (!student) return notFound(res, 'Student not found.');
    const category = parseId(req.params.categoryId);
    ok(res, {
      data: ofStudent(student)
        .filter((program) => program.category_id === category)
        .map(withTargets),
    });
  });

  router.get('/all-student-program', ...read, (req, res) => {
    const student = fromParam(req, res, listParams(req));
    if (student) ok(res, { data: ofStudent(student).map((program) => presentProgram(program, db)) });
  });

  router.get('/all-student-staff-program/:studentId/:staffId', ...read, (req, res) => {
    const student = visible(req, parseId(req.params.studentId));
    if (!student) return notFound(res, 'Student not found.');
    const staff = parseId(req.params.staffId) ?? 0;
    ok(res, {
      data: ofStudent(student)
        .filter((program) => program.staff_ids.includes(staff))
        .map((program) => presentProgram(program, db)),
    });
  });

  router.get('/selected-student-program', ...read, (req, res) => {
    const params = listParams(req);
    const student = fromParam(req, res, params);
    if (!student) return;
    const raw = params.ids;
    const ids = new Set((Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map(parseId));
    ok(res, {
      data: ofStudent(student)
        .filter((program) => ids.has(program.id))
        .map(withTargets),
    });
  });

  router.get('/student-program-by-status', ...read, (req, res) => {
    const params = listParams(req);
    const student = fromParam(req, res, params);
    if (!student) return;
    const status = textParam(params, 'status');
    ok(res, {
      data: ofStudent(student)
        .filter((program) => !status || program.status === status)
        .map((program) => presentProgram(program, db)),
    });
  });

  router.get('/student-program-tree-structure', ...read, (req, res) => {
    const student = fromParam(req, res, listParams(req));
    if (!student) return;
    const mine = ofStudent(student);
    const categories = programCategories
      .filter((category) => mine.some((program) => program.category_id === category.id))
      .map((category) => ({
        id: category.id,
        name: category.name,
        programs: mine
          .filter((program) => program.category_id === category.id)
          .map((program) => ({
            id: program.id,
            name: program.name,
            status: program.status,
            targets: targets
              .active()
              .filter((target) => target.program_id === program.id)
              .map(({ id, name, status }) => ({ id, name, status })),
          })),
      }));
    ok(res, { data: { student_id: student.id, categories } });
  });

  router.post('/export-student-program', ...read, (req, res) => {
    const student = fromParam(req, res, (req.body ?? {}) as Record<string, unknown>);
    if (!student) return;
    const rows = ofStudent(student).flatMap((program) => {
      const list = targets.active().filter((target) => target.program_id === program.id);
      return (list.length > 0 ? list : [undefined]).map((target) => [
        program.category_name,
        program.name,
        program.status,
        target?.name ?? '',
        target?.status ?? '',
      ]);
    });
    const file = csvFile(['Category', 'Program', 'Program status', 'Target', 'Target status'], rows);
    ok(res, { data: offerFile(req, db, { fileName: `student-${student.id}-programs.csv`, ...file }) });
  });

  // A CSV of programs for one student: category, name, target_type, targets (separated by ';').
  router.post('/student-program-import', ...studentGuard(auth, 'Edit'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visible(req, parseId(body.student_id));
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const upload = await readSheetUpload(req);
    if ('error' in upload) errors.add('file', upload.error);
    if (!errors.empty || !student || 'error' in upload) return unprocessable(res, errors);
    const fields = upload.header.map(normaliseHeader);
    const rowErrors: { row: number; message: string }[] = [];
    let imported = 0;
    upload.records.forEach((line) => {
      const record = recordValues(fields, line);
      const category = programCategories.find(
        (entry) => entry.name.toLowerCase() === (record.category ?? '').toLowerCase() || String(entry.id) === record.category,
      );
      const type = targetTypes.find((entry) => entry.toLowerCase() === (record.target_type ?? 'Discrete Trial').toLowerCase());
      const problems = [
        !record.name ? 'The name field is required.' : '',
        !category ? 'The selected category is invalid.' : '',
        !type ? 'The selected target type is invalid.' : '',
      ].filter(Boolean);
      if (problems.length > 0 || !category || !type) return void rowErrors.push({ row: line.line, message: problems.join(' ') });
      const program = programs.insert({
        student_id: student.id,
        category_id: category.id,
        category_name: category.name,
        name: record.name!,
        description: record.description || null,
        target_type: type,
        status: 'Baseline',
        mastery_criteria: record.mastery_criteria || null,
        staff_ids: [],
        start_date: null,
        mastered_on: null,
        playlist: [],
      });
      const names = (record.targets ?? '')
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean);
      const ids = names.map(
        (name) =>
          targets.insert({
            student_id: student.id,
            program_id: program.id,
            name,
            description: null,
            status: 'Baseline',
            mastery_criteria: program.mastery_criteria,
            introduced_on: null,
            mastered_on: null,
          }).id,
      );
      programs.update(program.id, { playlist: ids });
      imported += 1;
    });
    logActivity(db, {
      studentId: student.id,
      user: callerOf(req).user,
      module: 'Program',
      action: 'imported',
      description: `Imported ${imported} program(s).`,
    });
    ok(res, { message: `${imported} program(s) imported.`, data: { imported, rejected: rowErrors.length, errors: rowErrors } });
  });
}
