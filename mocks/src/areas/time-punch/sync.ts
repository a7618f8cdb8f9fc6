// The time-punch service's sync of every staff member, simulated: one person after another in the background, each
// taking `stepMs` (slow people `slowFactor` times as long). A sync is a session named by the X-Session-ID it was
// started with. While one runs, starting another joins it. A finished session with failures can be started again
// under its own id: only the people it failed are sent again, so nobody is synced twice. An outage (the service
// timing out or failing mid-sync) fails everyone still queued with its reason, and then clears, so they can be retried.
import type { Db, Table } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { externalIdOf, personOf, refusalOf, seedPeople, staffOf, type TimePunchPerson } from './people.js';

export interface SyncSettings {
  /** Time the service takes per person. */
  stepMs: number;
  /** How many times longer a slow person takes. */
  slowFactor: number;
}

export type OutageKind = 'timeout' | 'down';

export const outageReasons: Record<OutageKind, string> = {
  timeout: 'The time-punch service did not answer in time',
  down: 'The time-punch service is unavailable',
};

interface Failure {
  user_id: number;
  name: string;
  reason: string;
}

/** One pass over a session's queue: the first sends everyone, each retry only the people failed before. */
export interface SyncAttempt {
  userId: number;
  pass: number;
  ok: boolean;
}

export interface SyncSession {
  id: string;
  total: number;
  queue: number[];
  done: number;
  failures: Failure[];
  finished: boolean;
  pass: number;
  attempts: SyncAttempt[];
  started_at: string;
  finished_at: string | null;
}

const defaultSettings: SyncSettings = {
  stepMs: Number(process.env.STANDIN_TIME_PUNCH_STEP_MS ?? 60),
  slowFactor: 8,
};

export class TimePunchService {
  readonly people: Table<TimePunchPerson>;
  readonly sessions = new Map<string, SyncSession>();
  settings: SyncSettings = { ...defaultSettings };
  #running: SyncSession | undefined;
  #outage: { after: number; kind: OutageKind } | undefined;
  #started = 0;

  constructor(private readonly db: Db) {
    this.people = db.defineTable<TimePunchPerson>('time_punch_people', () => seedPeople(db));
  }

  configure(settings: Partial<SyncSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** The service stops answering once `after` more people have been synced, until the running sync ends. */
  failMidSync(after: number, kind: OutageKind): void {
    this.#outage = { after, kind };
  }

  get running(): SyncSession | undefined {
    return this.#running;
  }

  /** Starts (or joins, or retries) a sync; the session it answers is the one that runs. */
  start(sessionId: string | undefined): SyncSession {
    if (this.#running) return this.#running;
    const known = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (known) {
      if (known.failures.length > 0) this.#retry(known);
      return known;
    }
    this.#started += 1;
    const id = sessionId ?? `sync-${this.#started}`;
    const queue = staffOf(this.db).map((user) => user.id);
    const session: SyncSession = {
      id,
      total: queue.length,
      queue,
      done: 0,
      failures: [],
      finished: false,
      pass: 1,
      attempts: [],
      started_at: timestamp(),
      finished_at: null,
    };
    this.sessions.set(id, session);
    this.#run(session);
    return session;
  }

  /** Syncs one person now, outside any session; the reason when the service refuses them. */
  syncOne(userId: number): string | null {
    const person = personOf(this.people, userId);
    const refusal = refusalOf(person);
    if (refusal) {
      this.people.update(userId, { state: 'failed', last_error: refusal });
      return refusal;
    }
    this.#synced(userId);
    return null;
  }

  #retry(session: SyncSession): void {
    session.queue = session.failures.map((failure) => failure.user_id);
    session.done -= session.failures.length;
    session.failures = [];
    session.finished = false;
    session.finished_at = null;
    session.pass += 1;
    this.#run(session);
  }

  #run(session: SyncSession): void {
    this.#running = session;
    for (const userId of session.queue) this.people.update(personOf(this.people, userId).id, { state: 'syncing' });
    this.#next(session);
  }

  #next(session: SyncSession): void {
    const userId = session.queue.shift();
    if (userId === undefined) {
      this.#finish(session);
      return;
    }
    const person = personOf(this.people, userId);
    const delay = this.settings.stepMs * (person.slow ? this.settings.slowFactor : 1);
    const timer = setTimeout(() => {
      this.#step(session, userId);
      this.#next(session);
    }, delay);
    timer.unref();
  }

  #step(session: SyncSession, userId: number): void {
    const outage = this.#outage;
    if (outage && outage.after <= 0) {
      // The service is gone: this person and everyone still queued fail with its reason.
      for (const id of [userId, ...session.queue.splice(0)]) this.#fail(session, id, outageReasons[outage.kind]);
      return;
    }
    if (outage) outage.after -= 1;
    const refusal = refusalOf(personOf(this.people, userId));
    if (refusal) {
      this.#fail(session, userId, refusal);
      return;
    }
    this.#synced(userId);
    session.attempts.push({ userId, pass: session.pass, ok: true });
    session.done += 1;
  }

  #synced(userId: number): void {
    this.people.update(userId, { state: 'synced', external_id: externalIdOf(userId), synced_at: timestamp(), last_error: null });
  }

  #fail(session: SyncSession, userId: number, reason: string): void {
    this.people.update(userId, { state: 'failed', last_error: reason });
    session.attempts.push({ userId, pass: session.pass, ok: false });
    session.failures.push({ user_id: userId, name: this.db.users.get(userId)?.name ?? `User ${userId}`, reason });
    session.done += 1;
  }

  #finish(session: SyncSession): void {
    session.finished = true;
    session.finished_at = timestamp();
    this.#running = undefined;
    this.#outage = undefined;
  }
}

const services = new WeakMap<Db, TimePunchService>();

/** The time-punch service of a stand-in's data; tests reach it to set its pace and make it fail. */
export function timePunchServiceOf(db: Db): TimePunchService {
  let service = services.get(db);
  if (!service) {
    service = new TimePunchService(db);
    services.set(db, service);
  }
  return service;
}

/** A session as sync-progress answers it. */
export function progressOf(session: SyncSession) {
  return {
    session_id: session.id,
    total: session.total,
    done: session.done,
    failed: session.failures.length,
    finished: session.finished,
    failures: session.failures,
    started_at: session.started_at,
    finished_at: session.finished_at,
  };
}
