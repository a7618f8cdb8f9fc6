// Per-path fault injection. A fault is looked up by the path below /api/ (and the method, when it names one); the
// fault set last wins when several match.
import { compilePathPattern, normalisePath } from './path-pattern.js';

export interface Fault {
  /** Only requests with this method (any when absent). */
  method?: string;
  /** Answer with this status instead of the real handler (200 when only a body is given). */
  status?: number;
  /** The JSON body of that answer ({"message": ...} when only a status is given). */
  body?: unknown;
  /** Never answer; the request stays open until the client gives up or the stand-in closes. */
  hang?: boolean;
  /** Destroy the socket (TCP reset) without answering. */
  reset?: boolean;
  /** HTTP 200, content-type JSON, a truncated JSON body. */
  malformed?: boolean;
  /** Wait this long first (then apply the rest of the fault, or let the real handler answer). */
  latencyMs?: number;
  /** Apply this many times, then clear. */
  times?: number;
}

export interface FaultRule {
  pattern: string;
  fault: Fault;
  /** Applications left; undefined for no limit. */
  remaining: number | undefined;
}

interface CompiledRule extends FaultRule {
  regex: RegExp;
}

export class Faults {
  #rules: CompiledRule[] = [];

  /** Sets (or replaces) the fault of a pattern and method. */
  set(pattern: string, fault: Fault): void {
    const normalised = normalisePath(pattern);
    const method = fault.method?.toUpperCase();
    this.#rules = this.#rules.filter((rule) => !(rule.pattern === normalised && rule.fault.method?.toUpperCase() === method));
    if (fault.times !== undefined && fault.times <= 0) return;
    this.#rules.push({
      pattern: normalised,
      fault: { ...fault, ...(method ? { method } : {}) },
      remaining: fault.times,
      regex: compilePathPattern(normalised),
    });
  }

  delete(pattern: string): void {
    const normalised = normalisePath(pattern);
    this.#rules = this.#rules.filter((rule) => rule.pattern !== normalised);
  }

  clear(): void {
    this.#rules = [];
  }

  list(): FaultRule[] {
    return this.#rules.map(({ pattern, fault, remaining }) => ({ pattern, fault, remaining }));
  }

  /** The fault to apply to this request, counting it against `times`; undefined when none matches. */
  take(method: string, path: string): Fault | undefined {
    const normalised = normalisePath(path);
    const upper = method.toUpperCase();
    for (let index = this.#rules.length - 1; index >= 0; index -= 1) {
      const rule = this.#rules[index]!;
      if (rule.fault.method && rule.fault.method !== upper) continue;
      if (!rule.regex.test(normalised)) continue;
      if (rule.remaining !== undefined) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) this.#rules.splice(index, 1);
      }
      return rule.fault;
    }
    return undefined;
  }
}
