// Checks a practice API against its description: every read-only call of the catalogue is made once and its answer
// held to what the description says, call by call. Nothing is written: only GETs are made, and of those not the
// ones that make a file (exports, downloads).
import type { Contract, OpenApiOperation } from '@portal/schema/contract';
import { now } from '../dates/clock.js';
import { SampleValues, type ReadJson } from './sample-values.js';

export type Verdict = 'agrees' | 'disagrees' | 'skipped';

export interface CallReport {
  /** `GET certifications/{id}` */
  call: string;
  verdict: Verdict;
  /** What disagreed, or why the call was not made. */
  detail?: string;
}

export interface CheckOptions {
  contract: Contract;
  /** The API root, ending in `/api/`. */
  baseUrl: string;
  token: string;
  /** The day dates are filled around; the practice's clock (PRACTICE_NOW when pinned) unless given. */
  today?: Date;
  /** Calls in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
}

/** GETs that make something on the API's side: a file to download. */
const makesAFile = /(^|[-/_])(export|download)|write-excel/;

export async function checkPracticeApi(options: CheckOptions): Promise<CallReport[]> {
  const { contract, baseUrl, token } = options;
  const read: ReadJson = async (path) => {
    const answer = await fetch(new URL(path, baseUrl), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await answer.text();
    try {
      return { status: answer.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: answer.status, body: text };
    }
  };
  const samples = new SampleValues(contract, read, options.today ?? now());
  const calls = Object.entries(contract.document.paths).flatMap(([path, operations]) =>
    operations.get ? [{ path: path.slice(1), operation: operations.get }] : [],
  );
  const reports: CallReport[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const index = next++;
      const { path, operation } = calls[index]!;
      reports[index] = await checkOne(contract, samples, read, path, operation);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return reports;
}

async function checkOne(contract: Contract, samples: SampleValues, read: ReadJson, path: string, operation: OpenApiOperation): Promise<CallReport> {
  const name = `GET ${path}`;
  if (makesAFile.test(path)) return { call: name, verdict: 'skipped', detail: 'makes a file on the API' };
  let filled = path;
  for (const [, placeholder] of path.matchAll(/\{([^}]+)\}/g)) {
    const value = await samples.valueFor(placeholder!, path);
    if (value === undefined) return { call: name, verdict: 'skipped', detail: `no ${placeholder} to call it with` };
    filled = filled.replace(`{${placeholder}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    const value = await samples.valueFor(String(parameter.name), path);
    if (value === undefined) return { call: name, verdict: 'skipped', detail: `no ${String(parameter.name)} to call it with` };
    query.set(String(parameter.name), value);
  }
  const target = query.size > 0 ? `${filled}?${query}` : filled;
  const call = contract.find({ method: 'GET', path: filled });
  if (!call) return { call: name, verdict: 'disagrees', detail: `${filled} is not this call` };
  let answer: { status: number; body: unknown };
  try {
    answer = await read(target);
  } catch (error) {
    return { call: name, verdict: 'disagrees', detail: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  // A record the sample id does not reach, or a permission the token lacks, says nothing about the answer's shape.
  if (answer.status === 403 || answer.status === 404) return { call: name, verdict: 'skipped', detail: `answered ${answer.status} for ${target}` };
  if (answer.status >= 300) return { call: name, verdict: 'disagrees', detail: `answered ${answer.status} for ${target}` };
  const findings = contract.checkAnswer(call, answer.status, answer.body);
  return findings.length === 0
    ? { call: name, verdict: 'agrees' }
    : { call: name, verdict: 'disagrees', detail: findings.map((finding) => finding.replace(`${call.name} `, '')).join('; ') };
}
