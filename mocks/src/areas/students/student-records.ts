// The declaration every per-student record is made of (contacts, diagnoses, behaviours, schedules, ...): a resource
// owned by the student, on the resource kit. What is particular to students is here: the student owner (it must
// exist and be visible; a therapist reaches only their students' records), the Student List module's methods as
// guards, and every write in the student's activity history.
import type { Faker } from '@faker-js/faker';
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { isApiDate } from '../../kit/dates.js';
import { defineResource } from '../../kit/define-resource.js';
import type { EndpointSpec } from '../../kit/endpoint.js';
import type { Cast } from '../../kit/input.js';
import type { ResourcePathOverrides, ResourceSpec, ScopedList } from '../../kit/types.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { attributeName, type FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { studentAccess, studentModule, studentOwner, type StudentMethod } from './access.js';

export interface StudentOwned extends Row {
  student_id: number;
}

export interface StudentRecordPaths extends ResourcePathOverrides {
  /** GET, the student's rows; the student is the path's placeholder, or the student_id parameter. */
  list?: EndpointSpec | null;
  detail?: EndpointSpec | null;
  /** POST; the student is the path's placeholder, or student_id in the body. */
  create?: EndpointSpec | null;
  /** PUT unless given. */
  update?: EndpointSpec | null;
  /** DELETE unless given. */
  remove?: EndpointSpec | null;
}

export type { ScopedList };

export interface StudentRecordSpec<T extends StudentOwned> {
  /** In messages: 'Contact' → 'Contact created successfully.'. */
  title: string;
  table: string;
  /** The GraphQL type whose described calls, fields, required fields and casts the record takes (see defineResource). */
  type?: string;
  /** Declared calls; with a type, only those that differ from the description (null leaves one out). */
  paths?: StudentRecordPaths;
  scopedLists?: readonly ScopedList<T>[];
  seed?: (faker: Faker, db: Db) => NewRow<T>[];
  fillable?: readonly (keyof T & string)[];
  required?: readonly (keyof T & string)[];
  casts?: Partial<Record<keyof T & string, Cast>>;
  defaults?: Partial<T>;
  /** Further rules, on the record as it would be saved (they may normalise it). */
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
  /** The resource the records are, as the kit resolved it. */
  spec: ResourceSpec<T>;
}

const activityWords = { created: 'added', updated: 'updated', deleted: 'deleted', restored: 'restored', purged: 'purged' } as const;

export function defineStudentRecords<T extends StudentOwned>(spec: StudentRecordSpec<T>): StudentRecords<T> {
  const lower = spec.title.charAt(0).toLowerCase() + spec.title.slice(1);
  const present = (row: T, db: Db): Record<string, unknown> => (spec.present ? spec.present(row, db) : ({ ...row } as Record<string, unknown>));
  const table = (db: Db): Table<T> => db.defineTable<T>(spec.table, spec.seed ? (faker) => spec.seed!(faker, db) : undefined);
  const write = spec.methods?.write ?? 'Edit';

  const resource = defineResource<T>({
    name: lower,
    title: spec.title,
    table: spec.table,
    ...(spec.type ? { type: spec.type } : {}),
    ...(spec.paths ? { paths: spec.paths } : {}),
    owner: studentOwner,
    permission: studentModule.subLabel,
    access: studentAccess({ read: spec.methods?.read ?? 'List', create: write, write, remove: spec.methods?.remove ?? 'Delete' }),
    ...(spec.seed ? { seed: spec.seed } : {}),
    ...(spec.fillable ? { fillable: spec.fillable } : {}),
    ...(spec.required ? { required: spec.required } : {}),
    ...(spec.casts ? { casts: spec.casts } : {}),
    ...(spec.defaults ? { defaults: spec.defaults as Partial<Omit<T, keyof Row>> } : {}),
    ...(spec.searchable ? { searchable: spec.searchable } : {}),
    ...(spec.scopedLists ? { scopedLists: spec.scopedLists } : {}),
    filters: Object.fromEntries(
      Object.entries(spec.filters ?? {}).map(([param, predicate]) => [param, (row: T, values: string[]) => predicate(row, values[0]!)]),
    ),
    unpaged: !spec.paged,
    order: spec.order ?? ((a, b) => b.id - a.id),
    hooks: {
      beforeSave(values, errors, { db, existing }) {
        const record = { ...existing, ...values } as Partial<T>;
        spec.validate?.(record, errors, db, existing);
        return record;
      },
      after(event, row, { db, req }) {
        spec.afterWrite?.(row, db);
        if (!spec.activity) return;
        const action = activityWords[event];
        const what = spec.describe ? spec.describe(row) : `${lower} #${row.id}`;
        logActivity(db, {
          studentId: row.student_id,
          user: callerOf(req).user,
          module: spec.activity,
          action,
          description: `${capital(action)} ${what}.`,
        });
      },
      present: (db) => (row) => present(row, db),
    },
  });

  return { table, register: resource.register, present, spec: resource.spec };
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Rules shared by the records: a date field holds a real calendar date written YYYY-MM-DD. */
export function checkDate(errors: FieldErrors, record: Record<string, unknown>, field: string): void {
  const value = record[field];
  if (value === undefined || value === null || value === '' || errors.has(field)) return;
  if (!isApiDate(value)) errors.add(field, `The ${attributeName(field)} field must be a valid date.`);
}

export function checkOneOf(errors: FieldErrors, record: Record<string, unknown>, field: string, allowed: readonly string[]): void {
  errors.oneOf(field, record[field], allowed);
}
