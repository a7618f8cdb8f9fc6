// The declaration every per-student record is made of (contacts, diagnoses, behaviours, schedules, ...): a table of
// rows that belong to a student, listed by student, read, created, updated and deleted, with the API's answers.
// The student must exist and be visible to the caller; a therapist reaches only their students' records.
import type { Faker } from '@faker-js/faker';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { endpoint, placeholders, registerEndpoint, type EndpointSpec } from '../../kit/endpoint.js';
import { parseId } from '../../kit/ids.js';
import { readInput, type Cast } from '../../kit/input.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch, applySort } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard, type StudentMethod } from './access.js';
import type { Student } from './student.js';
import { students } from './table.js';

export interface StudentOwned extends Row {
  student_id: number;
}

export interface StudentRecordPaths {
  /** GET, the student's rows; the student is the path's placeholder, or the student_id parameter. */
  list?: EndpointSpec;
  detail?: EndpointSpec;
  /** POST; the student is the path's placeholder, or student_id in the body. */
  create?: EndpointSpec;
  /** PUT unless given. */
  update?: EndpointSpec;
  /** DELETE unless given. */
  remove?: EndpointSpec;
}

/** A further list call over the same rows, narrowed (a student's personal contacts, say). */
export interface ScopedList<T> {
  path: EndpointSpec;
  where: (row: T) => boolean;
}

export interface StudentRecordSpec<T extends StudentOwned> {
  /** In messages: 'Contact' → 'Contact created successfully.'. */
  title: string;
  table: string;
  paths: StudentRecordPaths;
  scopedLists?: readonly ScopedList<T>[];
  seed?: (faker: Faker, db: Db) => NewRow<T>[];
  fillable: readonly (keyof T & string)[];
  required?: readonly (keyof T & string)[];
  casts?: Partial<Record<keyof T & string, Cast>>;
  defaults?: Partial<T>;
  /** Further rules, on the record as it would be saved. */
  validate?: (record: Partial<T>, errors: FieldErrors, db: Db, existing?: T) => void;
  /** Parameters that narrow the list: parameter → predicate. */
  filters?: Record<string, (row: T, value: string) => boolean>;
  searchable?: readonly (keyof T & string)[];
  /** Lists answer a paginator instead of an array. */
  paged?: boolean;
  /** Newest first unless given. */
  order?: (a: T, b: T) => number;
  /** The record as the API answers it (joined names, nested rows). */
  present?: (row: T, db: Db) => Record<string, unknown>;
  /** Methods of the Student List module each call needs; writes need Edit and Delete unless said. */
  methods?: { read?: StudentMethod; write?: StudentMethod; remove?: StudentMethod };
  /** Runs after every create, update and delete (keeping a student's own id lists in step, say). */
  afterWrite?: (row: T, db: Db) => void;
  /** Writes land in the student's activity history under this module name. */
  activity?: string;
  /** How a row is named in the activity history. */
  describe?: (row: T) => string;
}

export interface StudentRecords<T extends StudentOwned> {
  table(db: Db): Table<T>;
  register(router: Router, context: AreaContext): void;
  present(row: T, db: Db): Record<string, unknown>;
}

export function defineStudentRecords<T extends StudentOwned>(spec: StudentRecordSpec<T>): StudentRecords<T> {
  const lower = spec.title.charAt(0).toLowerCase() + spec.title.slice(1);
  const present = (row: T, db: Db): Record<string, unknown> => (spec.present ? spec.present(row, db) : ({ ...row } as Record<string, unknown>));
  const table = (db: Db): Table<T> =>
    db.defineTable<T>(spec.table, spec.seed ? (faker) => spec.seed!(faker, db) : undefined);

  function register(router: Router, { db, auth }: AreaContext): void {
    const rows = table(db);
    const studentTable = students(db);
    const read = studentGuard(auth, spec.methods?.read ?? 'List');
    const write = studentGuard(auth, spec.methods?.write ?? 'Edit');
    const remove = studentGuard(auth, spec.methods?.remove ?? 'Delete');

    const visible = (req: Request, id: number | undefined): Student | undefined => {
      const student = id === undefined ? undefined : studentTable.find(id);
      return student && seesStudent(callerOf(req).user, student) ? student : undefined;
    };

    /** The student of a list or create call: the path's placeholder (404 when unknown) or student_id (422). */
    const studentOf = (req: Request, res: Response, path: string, params: Record<string, unknown>): Student | undefined => {
      const name = placeholders(path).at(-1);
      if (name) {
        const student = visible(req, parseId(req.params[name]));
        if (!student) notFound(res, 'Student not found.');
        return student;
      }
      const raw = textParam(params, 'student_id');
      const student = visible(req, parseId(raw));
      if (!student) {
        const errors = new FieldErrors();
        if (raw === undefined || raw.trim() === '') errors.add('student_id', 'The student id field is required.');
        else errors.add('student_id', 'The selected student id is invalid.');
        unprocessable(res, errors);
      }
      return student;
    };

    /** The row a path names, when its student is visible; 404 otherwise. */
    const rowOf = (req: Request, res: Response, path: string): T | undefined => {
      const name = placeholders(path).at(-1)!;
      const id = parseId(req.params[name]);
      const row = id === undefined ? undefined : rows.find(id);
      if (!row || !visible(req, row.student_id)) {
        notFound(res, `${spec.title} not found.`);
        return undefined;
      }
      return row;
    };

    const log = (req: Request, row: T, action: string) => {
      if (!spec.activity) return;
      const what = spec.describe ? spec.describe(row) : `${lower} #${row.id}`;
      logActivity(db, { studentId: row.student_id, user: callerOf(req).user, module: spec.activity, action, description: `${capital(action)} ${what}.` });
    };

    /** The record as it would be saved (the rules may normalise it) and what is wrong with it. */
    const check = (input: Partial<T>, existing?: T): { merged: Partial<T>; errors: FieldErrors } => {
      const errors = new FieldErrors();
      const merged = { ...existing, ...input } as Partial<T>;
      errors.required(merged as Record<string, unknown>, spec.required ?? []);
      spec.validate?.(merged, errors, db, existing);
      return { merged, errors };
    };

    const listHandler = (path: string, where?: (row: T) => boolean): RequestHandler => (req, res) => {
        const params = listParams(req);
        const student = studentOf(req, res, path, params);
        if (!student) return;
        let list = rows.active().filter((row) => row.student_id === student.id && (where === undefined || where(row)));
        for (const [param, predicate] of Object.entries(spec.filters ?? {})) {
          const value = textParam(params, param);
          if (value !== undefined && value.trim() !== '') list = list.filter((row) => predicate(row, value.trim()));
        }
        if (spec.paged) {
          const query = readListQuery(req, 50);
          const searched = applySearch(list, spec.searchable ?? [], query.search);
          const sorted = query.sortField ? applySort(searched, query) : searched.sort(spec.order ?? ((a, b) => b.id - a.id));
          const page = paginate(sorted, query.page, query.perPage);
          ok(res, { data: { ...page, data: page.data.map((row) => present(row, db)) } });
          return;
        }
        const search = (textParam(params, 'search') ?? '').trim();
        const searched = applySearch(list, spec.searchable ?? [], search);
        ok(res, { data: searched.sort(spec.order ?? ((a, b) => b.id - a.id)).map((row) => present(row, db)) });
      };

    const handlers: Record<keyof StudentRecordPaths, (path: string) => RequestHandler> = {
      list: (path) => listHandler(path),
      detail: (path) => (req, res) => {
        const row = rowOf(req, res, path);
        if (row) ok(res, { data: present(row, db) });
      },
      create: (path) => (req, res) => {
        const student = studentOf(req, res, path, listParams(req));
        if (!student) return;
        const input = { ...spec.defaults, ...readInput<T>(req.body, spec), student_id: student.id } as Partial<T>;
        const { merged, errors } = check(input);
        if (!errors.empty) {
          unprocessable(res, errors);
          return;
        }
        const row = rows.insert(merged as NewRow<T>);
        spec.afterWrite?.(row, db);
        log(req, row, 'added');
        ok(res, { message: `${spec.title} created successfully.`, data: present(row, db) });
      },
      update: (path) => (req, res) => {
        const existing = rowOf(req, res, path);
        if (!existing) return;
        const input = readInput<T>(req.body, spec);
        delete (input as Partial<StudentOwned>).student_id;
        const { merged, errors } = check(input, existing);
        if (!errors.empty) {
          unprocessable(res, errors);
          return;
        }
        const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...values } = merged as T;
        const row = rows.update(existing.id, values as Partial<Omit<T, 'id'>>)!;
        spec.afterWrite?.(row, db);
        log(req, row, 'updated');
        ok(res, { message: `${spec.title} updated successfully.`, data: present(row, db) });
      },
      remove: (path) => (req, res) => {
        const existing = rowOf(req, res, path);
        if (!existing) return;
        const row = rows.softDelete(existing.id)!;
        spec.afterWrite?.(row, db);
        log(req, row, 'deleted');
        ok(res, { message: `${spec.title} deleted successfully.`, data: present(row, db) });
      },
    };
    const defaults: Record<keyof StudentRecordPaths, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; guard: RequestHandler[] }> = {
      list: { method: 'GET', guard: read },
      detail: { method: 'GET', guard: read },
      create: { method: 'POST', guard: write },
      update: { method: 'PUT', guard: write },
      remove: { method: 'DELETE', guard: remove },
    };
    for (const [operation, given] of Object.entries(spec.paths) as [keyof StudentRecordPaths, EndpointSpec | undefined][]) {
      if (given === undefined) continue;
      const target = endpoint(given, defaults[operation].method);
      registerEndpoint(router, target, [...defaults[operation].guard, handlers[operation](target.path)]);
    }
    for (const scoped of spec.scopedLists ?? []) {
      const target = endpoint(scoped.path, 'GET');
      registerEndpoint(router, target, [...read, listHandler(target.path, scoped.where)]);
    }
  }

  return { table, register, present };
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Rules shared by the records: a date field holds a real date, a number field a non-negative number. */
export function checkDate(errors: FieldErrors, record: Record<string, unknown>, field: string): void {
  const value = record[field];
  if (value === undefined || value === null || value === '' || errors.has(field)) return;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    errors.add(field, `The ${field.replace(/_/g, ' ')} field must be a valid date.`);
  }
}

export function checkOneOf(errors: FieldErrors, record: Record<string, unknown>, field: string, allowed: readonly string[]): void {
  errors.oneOf(field, record[field], allowed);
}
