// An in-memory table with Laravel's soft deletes: rows keep an id that is never reused, and a deleted row stays,
// marked with deleted_at, until it is permanently removed.
import { timestamp } from '../kit/dates.js';
import * as clock from '../kit/clock.js';

export interface Row {
  id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** What a seeder or a create call supplies: the record without its id and timestamps (they may be given). */
export type NewRow<T extends Row> = Omit<T, keyof Row> & Partial<Row>;

/** Every row of a table and its next id at one moment, to put the table back to that moment later. */
export interface TableCopy<T extends Row> {
  readonly rows: readonly T[];
  readonly nextId: number;
}

export class Table<T extends Row> {
  readonly #rows = new Map<number, T>();
  #nextId = 1;
  /** Live rows grouped by a field's value, built on first use and dropped by the table's next change. */
  readonly #groups = new Map<string, Map<unknown, T[]>>();

  constructor(readonly name: string) {}

  /** Rows that are not deleted, in id order. */
  active(): T[] {
    return [...this.#rows.values()].filter((row) => row.deleted_at === null);
  }

  /** Soft-deleted rows, in id order. */
  deleted(): T[] {
    return [...this.#rows.values()].filter((row) => row.deleted_at !== null);
  }

  all(): T[] {
    return [...this.#rows.values()];
  }

  /**
   * Live rows by a field's value (a student's authorizations, say), in id order: what one record's call joins costs
   * what that record holds, not what the table holds. Every change through the table drops the groups; a row changed
   * in place must not change the field it is grouped by.
   */
  activeBy<K extends keyof T & string>(field: K, value: T[K]): readonly T[] {
    let groups = this.#groups.get(field);
    if (!groups) {
      groups = new Map();
      for (const row of this.#rows.values()) {
        if (row.deleted_at !== null) continue;
        const group = groups.get(row[field]);
        if (group) group.push(row);
        else groups.set(row[field], [row]);
      }
      this.#groups.set(field, groups);
    }
    return groups.get(value) ?? [];
  }

  /** Live rows whose field holds one of `values`, value by value; every live row when no values are given. A new array. */
  activeAmong<K extends keyof T & string>(field: K, values: Iterable<T[K]> | undefined): T[] {
    return values ? [...values].flatMap((value) => this.activeBy(field, value)) : this.active();
  }

  get size(): number {
    return this.#rows.size;
  }

  /** A row, deleted or not. */
  get(id: number): T | undefined {
    return this.#rows.get(id);
  }

  /** A row that is not deleted. */
  find(id: number): T | undefined {
    const row = this.#rows.get(id);
    return row && row.deleted_at === null ? row : undefined;
  }

  insert(values: NewRow<T>, now = clock.now()): T {
    const stamp = timestamp(now);
    const id = values.id ?? this.#nextId;
    if (this.#rows.has(id)) throw new Error(`${this.name}: id ${id} is taken`);
    this.#nextId = Math.max(this.#nextId, id + 1);
    const { id: _given, ...rest } = values;
    const row = {
      id,
      ...rest,
      created_at: values.created_at ?? stamp,
      updated_at: values.updated_at ?? values.created_at ?? stamp,
      deleted_at: values.deleted_at ?? null,
    } as T;
    this.#rows.set(id, row);
    this.#groups.clear();
    return row;
  }

  update(id: number, changes: Partial<Omit<T, 'id'>>, now = clock.now()): T | undefined {
    const row = this.#rows.get(id);
    if (!row) return undefined;
    const next = { ...row, ...changes, id, updated_at: timestamp(now) } as T;
    this.#rows.set(id, next);
    this.#groups.clear();
    return next;
  }

  softDelete(id: number, now = clock.now()): T | undefined {
    const row = this.find(id);
    if (!row) return undefined;
    return this.update(id, { deleted_at: timestamp(now) } as Partial<Omit<T, 'id'>>, now);
  }

  restore(id: number, now = clock.now()): T | undefined {
    const row = this.#rows.get(id);
    if (!row || row.deleted_at === null) return undefined;
    return this.update(id, { deleted_at: null } as Partial<Omit<T, 'id'>>, now);
  }

  /** Removes a row for good. */
  purge(id: number): boolean {
    this.#groups.clear();
    return this.#rows.delete(id);
  }

  clear(): void {
    this.#rows.clear();
    this.#groups.clear();
    this.#nextId = 1;
  }

  /** A deep copy of the table as it is now: later changes to its rows, in place or not, never reach the copy. */
  copy(): TableCopy<T> {
    return { rows: structuredClone(this.all()), nextId: this.#nextId };
  }

  /** Puts the table back as it was when `copy` was taken; the copy stays as it is, to be put back again. */
  replaceWith(copy: TableCopy<T>): void {
    this.#rows.clear();
    this.#groups.clear();
    for (const row of structuredClone(copy.rows)) this.#rows.set(row.id, row);
    this.#nextId = copy.nextId;
  }
}
