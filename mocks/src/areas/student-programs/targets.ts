// A program's targets (student-program-target: GET by program_id, POST, PUT/DELETE {id}), all-targets of a
// student, the program of a target (student-target-program-id), and the program's playlist
// (student-program-playlist/{student}/{program}, student-program-update-playlist).
import type { Request, Response, Router } from 'express';
import { parseId } from '../../kit/ids.js';
import { readInput } from '../../kit/input.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { checkDate } from '../students/student-records.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';
import { programTables, targetStatuses, type StudentProgram, type StudentTarget } from './records.js';

export function registerTargets(router: Router, { db, auth }: AreaContext): void {
  const { programs, targets } = programTables(db);
  const studentTable = students(db);
  const visible = (req: Request, id: number | undefined): Student | undefined => {
    const student = id === undefined ? undefined : studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const visibleProgram = (req: Request, id: number | undefined): StudentProgram | undefined => {
    const program = id === undefined ? undefined : programs.find(id);
    return program && visible(req, program.student_id) ? program : undefined;
  };
  const fillable = ['name', 'description', 'status', 'mastery_criteria', 'introduced_on', 'mastered_on'] as const;
  const check = (values: Partial<StudentTarget>, errors: FieldErrors) => {
    errors.required(values as Record<string, unknown>, ['name']);
    errors.oneOf('status', values.status, targetStatuses);
    checkDate(errors, values as Record<string, unknown>, 'introduced_on');
    checkDate(errors, values as Record<string, unknown>, 'mastered_on');
  };
  const targetOf = (req: Request, res: Response): StudentTarget | undefined => {
    const id = parseId(req.params.id);
    const target = id === undefined ? undefined : targets.find(id);
    if (!target || !visible(req, target.student_id)) {
      notFound(res, 'Target not found.');
      return undefined;
    }
    return target;
  };
  const log = (req: Request, target: StudentTarget, action: string) =>
    logActivity(db, {
      studentId: target.student_id,
      user: callerOf(req).user,
      module: 'Target',
      action,
      description: `${action[0]!.toUpperCase()}${action.slice(1)} target ${target.name}.`,
    });

  router.get('/student-program-target', ...studentGuard(auth, 'List'), (req, res) => {
    const raw = textParam(listParams(req), 'program_id');
    const program = visibleProgram(req, parseId(raw));
    if (!program)
      return unprocessable(
        res,
        new FieldErrors().add('program_id', raw === undefined ? 'The program id field is required.' : 'The selected program id is invalid.'),
      );
    ok(res, { data: targets.active().filter((target) => target.program_id === program.id) });
  });

  router.post('/student-program-target', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const program = visibleProgram(req, parseId(body.program_id));
    if (!program)
      errors.add('program_id', body.program_id === undefined ? 'The program id field is required.' : 'The selected program id is invalid.');
    const values = {
      status: 'Baseline',
      description: null,
      mastery_criteria: program?.mastery_criteria ?? null,
      introduced_on: null,
      mastered_on: null,
      ...readInput<StudentTarget>(body, { fillable }),
    };
    check(values, errors);
    if (!errors.empty || !program) return unprocessable(res, errors);
    const target = targets.insert({ ...values, student_id: program.student_id, program_id: program.id } as StudentTarget);
    // A new target joins the end of its program's playlist.
    programs.update(program.id, { playlist: [...program.playlist, target.id] });
    log(req, target, 'added');
    ok(res, { message: 'Target created successfully.', data: target });
  });

  router.put('/student-program-target/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
    const existing = targetOf(req, res);
    if (!existing) return;
    const input = readInput<StudentTarget>(req.body, { fillable });
    const errors = new FieldErrors();
    check({ ...existing, ...input }, errors);
    if (!errors.empty) return unprocessable(res, errors);
    const target = targets.update(existing.id, input)!;
    log(req, target, 'updated');
    ok(res, { message: 'Target updated successfully.', data: target });
  });

  router.delete('/student-program-target/:id', ...studentGuard(auth, 'Delete'), (req, res) => {
    const existing = targetOf(req, res);
    if (!existing) return;
    const target = targets.softDelete(existing.id)!;
    const program = programs.get(target.program_id);
    if (program) programs.update(program.id, { playlist: program.playlist.filter((id) => id !== target.id) });
    log(req, target, 'deleted');
    ok(res, { message: 'Target deleted successfully.', data: target });
  });

  router.get('/all-targets', ...studentGuard(auth, 'List'), (req, res) => {
    const params = listParams(req);
    const raw = textParam(params, 'student_id');
    const student = visible(req, parseId(raw));
    if (!student)
      return unprocessable(
        res,
        new FieldErrors().add('student_id', raw === undefined ? 'The student id field is required.' : 'The selected student id is invalid.'),
      );
    const programId = parseId(textParam(params, 'program_id'));
    const status = textParam(params, 'status');
    ok(res, {
      data: targets
        .active()
        .filter(
          (target) =>
            target.student_id === student.id && (programId === undefined || target.program_id === programId) && (!status || target.status === status),
        ),
    });
  });

  router.get('/student-target-program-id', ...studentGuard(auth, 'List'), (req, res) => {
    const raw = textParam(listParams(req), 'target_id');
    const id = parseId(raw);
    const target = id === undefined ? undefined : targets.find(id);
    if (!target || !visible(req, target.student_id)) return notFound(res, 'Target not found.');
    ok(res, { data: { target_id: target.id, program_id: target.program_id } });
  });

  const playlistOf = (program: StudentProgram) =>
    program.playlist.flatMap((id, index) => {
      const target = targets.find(id);
      return target ? [{ position: index + 1, target_id: target.id, target }] : [];
    });

  router.get('/student-program-playlist/:studentId/:programId', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visible(req, parseId(req.params.studentId));
    const program = student && programs.find(parseId(req.params.programId) ?? 0);
    if (!student || !program || program.student_id !== student.id) return notFound(res, 'Program not found.');
    ok(res, { data: { program_id: program.id, student_id: student.id, items: playlistOf(program) } });
  });

  router.post('/student-program-update-playlist', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visible(req, parseId(body.student_id));
    const program = student && programs.find(parseId(body.program_id) ?? 0);
    if (!student) errors.add('student_id', 'The selected student id is invalid.');
    else if (!program || program.student_id !== student.id) errors.add('program_id', 'The selected program id is invalid.');
    const ids = Array.isArray(body.target_ids) ? body.target_ids.map(parseId) : undefined;
    if (!ids) errors.add('target_ids', 'The target ids field must be an array.');
    else if (program && ids.some((id) => id === undefined || targets.find(id)?.program_id !== program.id)) {
      errors.add('target_ids', "Every target must be one of the program's targets.");
    } else if (ids && new Set(ids).size !== ids.length) {
      errors.add('target_ids', 'A target can be in the playlist once.');
    }
    if (!errors.empty || !student || !program || !ids) return unprocessable(res, errors);
    const updated = programs.update(program.id, { playlist: ids as number[] })!;
    logActivity(db, {
      studentId: student.id,
      user: callerOf(req).user,
      module: 'Program',
      action: 'updated',
      description: `Reordered the playlist of ${program.name}.`,
    });
    ok(res, { message: 'Playlist updated successfully.', data: { program_id: updated.id, student_id: student.id, items: playlistOf(updated) } });
  });
}
