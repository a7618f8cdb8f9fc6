// What every graph call reads first: the student (one the caller sees), the date range (date_from and date_to,
// either may be left out: the student's first or last day with data stands in) and the other filters as text.
import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seesStudent } from '../students/access.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';
import { daysBetween } from './days.js';
import { studentData, type StudentData } from './sources.js';

export interface GraphQuery {
  student: Student;
  data: StudentData;
  /** Every day of the range; empty for a student without data and no range given. */
  days: string[];
  /** A filter's text, trimmed; undefined when left out or blank. */
  text(name: string): string | undefined;
  /** A filter naming a record by id. */
  id(name: string): number | undefined;
  flag(name: string): boolean;
}

/** The student a call names, when the caller sees them; else a 422 on student_id. */
export function graphStudent(req: Request, res: Response, db: Db): Student | undefined {
  const raw = textParam(listParams(req), 'student_id');
  const student = students(db).find(parseId(raw) ?? 0);
  if (student && seesStudent(callerOf(req).user, student)) return student;
  unprocessable(
    res,
    new FieldErrors().add('student_id', raw === undefined ? 'The student id field is required.' : 'The selected student id is invalid.'),
  );
  return undefined;
}

/** The graph call's query, or undefined after a 422 (student, dates, a range that ends before it starts). */
export function readGraphQuery(req: Request, res: Response, db: Db): GraphQuery | undefined {
  const student = graphStudent(req, res, db);
  if (!student) return undefined;
  const params = listParams(req);
  const text = (name: string) => textParam(params, name)?.trim() || undefined;
  const errors = new FieldErrors();
  const dateOf = (name: string) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    const date = calendarDate(raw);
    if (!date) errors.add(name, `The ${name.replace('_', ' ')} field must be a valid date.`);
    return date;
  };
  const from = dateOf('date_from');
  const to = dateOf('date_to');
  if (from && to && to < from) errors.add('date_to', 'The date to field must be a date after or equal to date from.');
  if (!errors.empty) {
    unprocessable(res, errors);
    return undefined;
  }
  const data = studentData(db, student.id);
  const first = from ?? data.firstDate;
  const last = to ?? data.lastDate;
  return {
    student,
    data,
    days: first && last && first <= last ? daysBetween(first, last) : [],
    text,
    id: (name) => parseId(text(name)),
    flag: (name) => ['1', 'true'].includes(text(name)?.toLowerCase() ?? ''),
  };
}

/** A graph call: the query read, its filters checked (a 422 naming each bad one), then the graph built from it. */
export function graphHandler(db: Db, check: (query: GraphQuery, errors: FieldErrors) => void, build: (query: GraphQuery) => unknown): RequestHandler {
  return (req, res) => {
    const query = readGraphQuery(req, res, db);
    if (!query) return;
    const errors = new FieldErrors();
    check(query, errors);
    if (!errors.empty) return unprocessable(res, errors);
    ok(res, { data: build(query) });
  };
}
