// The stand-in's in-memory store. Everything is generated from one seed, so the same seed gives the same data on
// every run; reset() puts the seeded data back (tables later areas add included).
import type { Faker } from '@faker-js/faker';
import { createSeededFaker, seedReferenceDate } from './faker.js';
import type { FeedbackEntry } from './feedback.js';
import { seedOrganizations, type Organization } from './organizations.js';
import { copyRows, spanOf, type ScaledTable } from './scale.js';
import { scaledTables } from './scaled-tables.js';
import type { PasswordReset } from './password-resets.js';
import { today } from '../kit/dates.js';
import { Table, type NewRow, type Row, type TableCopy } from './table.js';
import { seedUsers, type User } from './users.js';

export type Seeder<T extends Row> = (faker: Faker) => NewRow<T>[];

interface TableEntry {
  table: Table<Row>;
  seeder: Seeder<Row> | undefined;
  /** What the seeder made (and the scale's copies), and on which day: seeders count relative dates from today. */
  seeded?: { copy: TableCopy<Row>; day: string };
  /** How the table grows with the practice, when it does. */
  scaled: ScaledTable | undefined;
}

export const defaultSeed = 20260101;

export class Db {
  readonly #tables = new Map<string, TableEntry>();
  /** Passwords by user id, kept off the user rows. */
  readonly passwords = new Map<number, string>();
  /** The passwords the seeded users start with, put back by reset(). */
  readonly #seededPasswords = new Map<number, string>();
  /** Password reset tokens by lower-cased email. */
  readonly passwordResets = new Map<string, PasswordReset>();
  readonly feedback: FeedbackEntry[] = [];
  readonly users: Table<User>;
  readonly organizations: Table<Organization>;
  /** The seeded span of each table that grows with the practice, once scaleUp() has copied them. */
  #spans: Map<string, number> | undefined;

  /** `scale` copies of the tables that grow with the practice (see scale.ts), made by scaleUp(). */
  constructor(
    readonly seed: number = defaultSeed,
    readonly scale: number = 1,
  ) {
    this.users = this.defineTable<User>('users', (faker) =>
      seedUsers(faker).map(({ row, password }) => {
        if (row.id !== undefined) {
          this.passwords.set(row.id, password);
          this.#seededPasswords.set(row.id, password);
        }
        return row;
      }),
    );
    this.organizations = this.defineTable<Organization>('organizations', seedOrganizations);
  }

  /**
   * The table of that name, created and seeded on first definition. A later definition of the same name (a
   * resource over the users table, say) shares the table and keeps the first seeder.
   */
  defineTable<T extends Row>(name: string, seeder?: Seeder<T>): Table<T> {
    const existing = this.#tables.get(name);
    if (existing) {
      if (!existing.seeder && seeder) {
        existing.seeder = seeder as unknown as Seeder<Row>;
        this.#seedTable(existing);
      }
      return existing.table as unknown as Table<T>;
    }
    const entry: TableEntry = {
      table: new Table<Row>(name),
      seeder: seeder as unknown as Seeder<Row> | undefined,
      scaled: this.scale > 1 ? scaledTables.find((spec) => spec.table === name) : undefined,
    };
    this.#tables.set(name, entry);
    this.#seedTable(entry);
    // A table defined after the others were scaled up is copied at once.
    if (this.#spans && entry.scaled) this.#copyTables([entry]);
    return entry.table as unknown as Table<T>;
  }

  table<T extends Row>(name: string): Table<T> {
    const entry = this.#tables.get(name);
    if (!entry) throw new Error(`No table ${name}`);
    return entry.table as unknown as Table<T>;
  }

  tableNames(): string[] {
    return [...this.#tables.keys()];
  }

  userByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.active().find((user) => user.email.toLowerCase() === wanted);
  }

  /**
   * Puts every table back to its seeded state and forgets reset tokens and feedback. Seeding is the same all day
   * long, so a table seeded today gets a copy of what its seeder made back: seeding every table again takes seconds,
   * long enough for the keep-alive connections of a test that resets between requests to time out under it.
   */
  reset(): void {
    this.passwords.clear();
    this.passwordResets.clear();
    this.feedback.length = 0;
    const day = today();
    // Seeders read the tables seeded before them, so a larger practice seeds them all again, as one, then copies.
    const reseedAll = this.#spans !== undefined && [...this.#tables.values()].some((entry) => entry.seeded && entry.seeded.day !== day);
    for (const entry of this.#tables.values()) {
      if (entry.seeded?.day === day && !reseedAll) entry.table.replaceWith(entry.seeded.copy);
      else this.#seedTable(entry);
    }
    if (reseedAll) this.scaleUp();
    for (const [id, password] of this.#seededPasswords) this.passwords.set(id, password);
  }

  /**
   * Makes the scale's copies of the tables that grow with the practice, once every area has defined (and seeded)
   * its tables: seeders read each other's tables, and must see the seeded practice only. Nothing to do at scale 1.
   */
  scaleUp(): void {
    if (this.scale === 1) return;
    this.#spans = new Map();
    this.#copyTables([...this.#tables.values()].filter((entry) => entry.scaled));
  }

  #copyTables(entries: readonly TableEntry[]): void {
    const spans = this.#spans!;
    for (const entry of entries) spans.set(entry.table.name, spanOf(entry.table.all()));
    for (const entry of entries) {
      const seeded = entry.table.all();
      for (let copy = 1; copy < this.scale; copy += 1) {
        for (const row of copyRows(seeded, copy, entry.scaled!, spans)) entry.table.insert(row);
      }
      entry.seeded = { copy: entry.table.copy(), day: entry.seeded?.day ?? today() };
    }
  }

  #seedTable(entry: TableEntry): void {
    entry.table.clear();
    delete entry.seeded;
    if (!entry.seeder) return;
    const day = today();
    const faker = createSeededFaker(this.seed, entry.table.name);
    // Seeded rows without timestamps get the reference day, not today: same seed, same data.
    for (const values of entry.seeder(faker)) entry.table.insert(values, seedReferenceDate);
    entry.seeded = { copy: entry.table.copy(), day };
  }
}

export { Table, type NewRow, type Row } from './table.js';
export type { User, UserMetaEntry } from './users.js';
export type { Organization } from './organizations.js';
export type { FeedbackEntry, FeedbackScreenshot } from './feedback.js';
export type { PasswordReset } from './password-resets.js';
export { demoUsers, type DemoUser, type UserType } from './demo-users.js';
