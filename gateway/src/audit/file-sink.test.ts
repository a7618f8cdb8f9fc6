// The trail's file: rotated by size with every file kept and the chain running on across them and across restarts;
// and the trail's writer: a refused write is counted and kept, and what the sink still refuses at stop goes to the
// fallback file.
import { mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.js';
import { FlakySink } from '../test/flaky-sink.js';
import { runVerify } from '../test/verify-trail.js';
import { FileTrail, lastLine, trailFiles } from './file-sink.js';
import type { AuditEntry } from './record.js';
import type { AuditPlan } from './student-reach.js';
import { AuditTrail } from './trail.js';

const folders: string[] = [];
function trailPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-audit-file-'));
  folders.push(folder);
  return join(folder, 'trail.jsonl');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function entry(n: number): AuditEntry {
  return {
    at: new Date(Date.UTC(2026, 11, 2, 15, 0, n)).toISOString(),
    userId: '3',
    role: 'Therapist',
    operation: 'StudentRecord',
    operationType: 'query',
    studentIds: [String(100 + n)],
    changed: false,
    outcome: 'OK',
    requestId: `request-${n}`,
  };
}

describe('the trail file', () => {
  it('rotates past its size, keeps every file, and chains across them and across a restart', async () => {
    const path = trailPath();
    const trail = new FileTrail(path, 2_000);
    for (let n = 1; n <= 30; n++) await trail.append([entry(n)]);
    const files = await trailFiles(path);
    expect(files.length).toBeGreaterThan(3);
    expect(files.slice(0, 3)).toEqual([`${path}.1`, `${path}.2`, `${path}.3`]);
    for (const file of files) expect(statSync(file).size).toBeLessThanOrEqual(2_000);

    const restarted = new FileTrail(path, 2_000);
    const [next] = await restarted.append([entry(31)]);
    const records = await restarted.records();
    expect(records.map((record) => record.seq)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(next!.previousHash).toBe(records[29]!.hash);

    const checked = await runVerify([path]);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain(`31 records`);
    expect(checked.stdout).toContain(`${(await trailFiles(path)).length - 1} rotated files`);

    // The oldest file gone: the first record of the next one is named.
    const firstOfSecond = (await new FileTrail(`${path}.2`, 2_000).records())[0]!;
    unlinkSync(`${path}.1`);
    const broken = await runVerify([path]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`record seq ${firstOfSecond.seq} (${path}.2:1)`);
  });
});

const plan = (operation: string): AuditPlan => ({ operation, operationType: 'query', changes: false, studentIds: () => ['7'] });
const request = (requestId: string) => ({ requestId, authorization: 'Bearer token-of-the-test' });
const ask = async () => ({ id: 3, user_type: 'Therapist' });

async function failures(registry: Registry): Promise<number> {
  return (await registry.getSingleMetric('gateway_audit_write_failures_total')!.get()).values[0]?.value ?? 0;
}

describe('the trail writer', () => {
  it('keeps what a refused write held, counts the refusal, and writes it in order later', async () => {
    const sink = new FlakySink(1);
    const registry = new Registry();
    const trail = new AuditTrail({ sink, log: createLogger('silent'), registry, retryMs: 60_000 });
    trail.note(plan('First'), request('a'), {}, { data: {} }, ask);
    trail.note(plan('Second'), request('b'), {}, { data: {} }, ask);
    await trail.flush();
    expect(sink.stored).toEqual([]);
    expect(await failures(registry)).toBe(1);
    await trail.stop();
    expect(sink.stored.map((record) => [record.operation, record.userId, record.role, record.studentIds])).toEqual([
      ['First', '3', 'Therapist', ['7']],
      ['Second', '3', 'Therapist', ['7']],
    ]);
  });

  it('writes to the fallback file at stop what the sink still refuses', async () => {
    const path = trailPath();
    const sink = new FlakySink(Number.POSITIVE_INFINITY);
    const trail = new AuditTrail({ sink, fallback: new FileTrail(path, 1_000_000), log: createLogger('silent'), registry: new Registry() });
    trail.note(plan('Kept'), request('c'), {}, { data: {}, errors: [] }, ask);
    await trail.stop();
    const kept = await new FileTrail(path, 1_000_000).records();
    expect(kept.map((record) => [record.seq, record.operation, record.requestId])).toEqual([[1, 'Kept', 'c']]);
  });
});

describe("a trail file's last line, read from its end", () => {
  it('is the last line that is not empty, however long, and whatever characters lie where the reading starts', async () => {
    const path = trailPath();
    // A last line of 150 kB of two-byte characters: longer than the first look at the end, cut inside a character.
    const long = `{"note":"${'é'.repeat(75_000)}"}`;
    writeFileSync(path, `first\n${'x'.repeat(200_000)}\n${long}\n\n`);
    expect(await lastLine(path)).toBe(long);
  });

  it('is the only line of a short file, and none for a file of empty lines', async () => {
    const path = trailPath();
    writeFileSync(path, 'only');
    expect(await lastLine(path)).toBe('only');
    writeFileSync(path, '\n\n');
    expect(await lastLine(path)).toBeUndefined();
  });
});
