// The access trail of one gateway process. An audited operation's answer is noted as it is made (the students' ids
// read off it) and the record is written after, off the answer's path: who sent it is looked up, and the records
// waiting are chained and stored in one write. A write that fails is logged, counted, and tried again with
// the records kept; past 10 000 waiting, or at stop, what the sink still refuses goes to the fallback file, so none is lost.
import type { ExecutionResult } from 'graphql';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from '../log.js';
import { nowMs } from '../dates/clock.js';
import { CallerIdentities, type AskWho } from './identities.js';
import type { AuditEntry, AuditRecord } from './record.js';
import type { TrailSink } from './sink.js';
import type { AuditPlan } from './student-reach.js';

/** What the trail needs of a request. */
export interface AuditedRequest {
  requestId: string;
  authorization: string | undefined;
}

interface Noted {
  plan: AuditPlan;
  requestId: string;
  authorization: string | undefined;
  at: number;
  studentIds: string[];
  outcome: string;
  ask: AskWho;
}

export interface AuditTrailOptions {
  sink: TrailSink;
  log: Logger;
  /** The failure counter and the waiting gauge go here. */
  registry?: Registry;
  /** Where records go when the sink still refuses them at stop (the Redis trail's local file). */
  fallback?: TrailSink;
  /** The JSON-lines file it writes (or falls back to), for the people and tests that read it. */
  file?: string;
  retryMs?: number;
}

// One write holds at most this many records: a burst is stored in a few appends, not one per request.
const batchSize = 500;
// Records waiting past this many while the sink refuses them go to the fallback file.
const spillAfter = 10_000;
// Records noted within this long share one write (fewer system calls under load); stopping writes at once.
const gatherMs = 50;

/** OK, or the code of the first error, as the operation's telemetry counts it. */
export function outcomeOf(result: ExecutionResult): string {
  const errors = result.errors;
  if (!errors?.length) return 'OK';
  const code = errors[0]!.extensions?.code;
  // An error without a code is one Apollo Server answers as INTERNAL_SERVER_ERROR.
  return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
}

export class AuditTrail {
  readonly identities = new CallerIdentities();
  readonly file: string | undefined;
  private noted: Noted[] = [];
  private unsent: AuditEntry[] = [];
  private writing: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly failures: Counter | undefined;
  private readonly retryMs: number;

  constructor(private readonly options: AuditTrailOptions) {
    this.retryMs = options.retryMs ?? 1_000;
    this.file = options.file;
    const registers = options.registry ? [options.registry] : [];
    if (options.registry) {
      this.failures = new Counter({
        name: 'gateway_audit_write_failures_total',
        help: 'Writes of access-trail records the sink refused (the records are kept and written again).',
        registers,
      });
      // Read when scraped: setting it on every write would cost more than the write.
      const waiting = () => this.noted.length + this.unsent.length;
      new Gauge({
        name: 'gateway_audit_records_waiting',
        help: 'Access-trail records not yet stored.',
        registers,
        collect() {
          this.set(waiting());
        },
      });
    }
  }

  /**
   * Notes an audited operation's answer; the record is written after the answer has gone. The ids are read at once
   * (a walk of the rows), so that the answer is not held past the request: kept until the write, a 500-row answer
   * would outlive the young generation and cost old-generation collections.
   */
  note(plan: AuditPlan, request: AuditedRequest, variables: Record<string, unknown>, result: ExecutionResult, ask: AskWho): void {
    const { requestId, authorization } = request;
    this.noted.push({
      plan,
      requestId,
      authorization,
      at: nowMs(),
      studentIds: plan.studentIds(variables, result.data),
      outcome: outcomeOf(result),
      ask,
    });
    this.schedule();
  }

  /** Resolves once every record noted so far is stored (or the sink refused it and it waits for the next try). */
  async flush(): Promise<void> {
    while (this.writing || (this.noted.length > 0 && !this.retry)) {
      if (!this.writing) this.schedule();
      await this.writing;
    }
  }

  /** Every stored record, oldest first, this process's waiting ones written first. */
  async records(): Promise<AuditRecord[]> {
    await this.flush();
    return this.options.sink.records();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    await this.flush();
    if (this.unsent.length > 0) await this.write();
    if (this.unsent.length > 0) await this.spill();
    if (this.unsent.length > 0) this.options.log.error('audit records could not be stored', { count: this.unsent.length });
    await this.options.sink.close();
    await this.options.fallback?.close();
  }

  private schedule(): void {
    if (this.writing || this.retry) return;
    this.writing = new Promise<void>((resolve) => (this.stopped ? setImmediate(resolve) : setTimeout(resolve, gatherMs)))
      .then(() => this.drain())
      .finally(() => {
        this.writing = undefined;
        if (this.noted.length > 0 && !this.retry) this.schedule();
      });
  }

  private async drain(): Promise<void> {
    while (this.noted.length > 0 || this.unsent.length > 0) {
      const taken = this.noted.splice(0, batchSize);
      this.unsent.push(...(await Promise.all(taken.map((noted) => this.entryOf(noted)))));
      if (!(await this.write())) {
        if (!this.stopped) {
          this.retry = setTimeout(() => {
            this.retry = undefined;
            this.schedule();
          }, this.retryMs);
          this.retry.unref();
        }
        return;
      }
    }
  }

  /** Stores what waits, a batch at a time; false when the sink refused (the records stay). */
  private async write(): Promise<boolean> {
    while (this.unsent.length > 0) {
      const batch = this.unsent.slice(0, batchSize);
      try {
        await this.options.sink.append(batch);
      } catch (error) {
        this.fail(error);
        // A sink away for long (Redis down) must not fill the memory: past a bound, what waits goes to the fallback.
        return this.unsent.length >= spillAfter && (await this.spill());
      }
      this.unsent.splice(0, batch.length);
    }
    return true;
  }

  /** Writes what waits to the fallback file; false when there is none or it refuses too. */
  private async spill(): Promise<boolean> {
    if (!this.options.fallback) return false;
    const kept = this.unsent.splice(0);
    try {
      await this.options.fallback.append(kept);
    } catch (error) {
      this.unsent.unshift(...kept);
      this.fail(error);
      return false;
    }
    this.options.log.warn('audit records written to the fallback file', { count: kept.length });
    return true;
  }

  private fail(error: unknown): void {
    this.failures?.inc();
    this.options.log.error('audit trail write failed', {
      cause: error instanceof Error ? error.message : 'unknown',
      waiting: this.unsent.length + this.noted.length,
    });
  }

  private async entryOf({ plan, requestId, authorization, at, studentIds, outcome, ask }: Noted): Promise<AuditEntry> {
    const who = await this.identities.of(authorization, ask);
    return {
      at: new Date(at).toISOString(),
      userId: who?.userId ?? null,
      role: who?.role ?? null,
      operation: plan.operation,
      operationType: plan.operationType,
      studentIds,
      changed: plan.changes && outcome === 'OK',
      outcome,
      requestId,
    };
  }
}
