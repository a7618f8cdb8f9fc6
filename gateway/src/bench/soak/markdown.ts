// soak.md: the settings, the operations and their roles, the verdict of each target, the figures minute by minute
// and the memory curve beside it (soak-memory.svg).
import { cpus } from 'node:os';
import { percentile } from '../load.js';
import { soakOperations } from './operations.js';
import type { Caller } from './practice.js';
import type { SoakSettings } from './settings.js';
import type { Traffic } from './traffic.js';
import type { MinuteFigures, Verdict } from './verdicts.js';

/** Upstream calls of each operation's first request, by the role that sent it. */
export type UpstreamCounts = Map<string, Map<string, number>>;

export interface SoakRun {
  startedAt: Date;
  machine: string;
  loadAtStart: string;
  loadAtEnd: string;
  settings: SoakSettings;
  callers: readonly Caller[];
  traffic: Traffic;
  minutes: readonly MinuteFigures[];
  verdicts: readonly Verdict[];
  chartFile: string;
  upstreamCalls: UpstreamCounts;
  notes: readonly string[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1_048_576).toFixed(1) : '–');
const mark = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? '✔' : '✘');

/** One figure when every role's request made as many calls, else each role's. */
function upstreamText(byRole: ReadonlyMap<string, number> | undefined): string {
  if (!byRole || byRole.size === 0) return '–';
  const values = new Set(byRole.values());
  return values.size === 1 ? String([...values][0]) : [...byRole].map(([role, count]) => `${role} ${count}`).join(', ');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function soakMarkdown(run: SoakRun): string {
  const { settings } = run;
  const roles = new Map<string, number>();
  for (const caller of run.callers) roles.set(caller.role, (roles.get(caller.role) ?? 0) + 1);
  const operations = soakOperations.map((operation) => {
    const tally = run.traffic.byOperation.get(operation.name);
    const sorted = [...(tally?.latencies ?? [])].sort((a, b) => a - b);
    return [
      `\`${operation.name}\``,
      operation.screen,
      operation.kind,
      operation.roles.join(', '),
      String(operation.weight),
      upstreamText(run.upstreamCalls.get(operation.name)),
      (sorted.length + (tally?.errors ?? 0)).toLocaleString('en-US'),
      String(tally?.errors ?? 0),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 99)),
    ];
  });
  const minutes = run.minutes.map((minute) => [
    `${minute.minute}${minute.minute * settings.bucketMs <= settings.warmupMs ? ' (warm-up)' : ''}`,
    minute.requests.toLocaleString('en-US'),
    minute.rps.toFixed(0),
    String(minute.errors),
    ms(minute.p50),
    ms(minute.p99),
    `${(minute.p99 / minute.p50).toFixed(2)}×`,
    mb(minute.rss),
    mb(minute.rssAfterGc),
    mb(minute.heapUsedAfterGc),
    mb(minute.heapUsed),
    ms(minute.sampleMs),
    `${minute.cpu.gateway.toFixed(0)} / ${minute.cpu.standIn.toFixed(0)} / ${minute.cpu.load.toFixed(0)}%`,
  ]);
  const errors = [...run.traffic.byOperation].filter(([, tally]) => tally.errors > 0);
  return [
    '# The gateway under a working day’s load (soak)',
    '',
    `Written by \`npm run bench -- --soak\` (gateway/src/bench/soak/). Run of ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${run.machine}; load average ${run.loadAtStart} at the start, ${run.loadAtEnd} at the end.`,
    '',
    '## Settings',
    '',
    `- ${settings.durationMs / 60_000} minutes of load (\`SOAK_MINUTES\`), the first ${settings.warmupMs / 60_000} of them the warm-up; figures per ${settings.bucketMs / 1000} s.`,
    `- ${settings.connections} connections (closed loop: each sends its next operation when the last is answered), spread round robin over ${run.callers.length} tokens: ${[...roles].map(([role, count]) => `${role} ×${count}`).join(', ')} (the demo users; several tokens of one role are several devices of one person).`,
    '- Each connection picks its next operation by weight among those its role may call, with valid variables read from the stand-in before the load (a seeded choice: two runs send the same mix). Every operation goes by hash, as the web client sends it, from the build the gateway serves.',
    `- The gateway and the stand-in each run in a child process, as in \`npm run bench\` (production settings, the Node flags of \`npm start\`, stand-in latency 0). The gateway's memory is read from its own process every ${settings.memoryEveryMs / 1000} s: RSS and heap used as they are, then the heap still held after a full collection (the child runs with \`--expose-gc\`) and the RSS after it (from the kernel, /proc); that collection is part of what the load sees, and the longest of them is given by the minute. The CPU time of each process is read at the same moments.`,
    `- The stand-in keeps a log of every call for the other scenarios; the soak empties it every ${settings.callLogResetMs / 1000} s so that the stand-in does not grow with it.`,
    '',
    '## Targets',
    '',
    table(
      ['target', 'measured', 'verdict'],
      run.verdicts.map((verdict) => [verdict.target, verdict.note ? `${verdict.measured} (${verdict.note})` : verdict.measured, mark(verdict.met)]),
    ),
    '',
    ...(errors.length
      ? [
          'Errors by operation (the first answer of each):',
          '',
          ...errors.map(([name, tally]) => `- \`${name}\`: ${tally.errors}; ${tally.firstError ?? ''}`),
          '',
        ]
      : []),
    '## Minute by minute',
    '',
    'Memory columns: the median of the samples taken in that minute, MB (1 MB = 1,048,576 bytes). Longest sample: the longest the gateway took to answer a memory sample (its full collection included), a pause its requests wait through. CPU: the share of one core the gateway, the stand-in and the load generator each used in that minute (the machine has ' +
      `${cpus().length} cores, shared with whatever else runs on it).`,
    '',
    table(
      [
        'minute',
        'requests',
        'requests/s',
        'errors',
        'p50',
        'p99',
        'p99/p50',
        'RSS',
        'RSS after GC',
        'heap used after GC',
        'heap used before GC',
        'longest sample',
        'CPU gateway / stand-in / load',
      ],
      minutes,
    ),
    '',
    '## Memory',
    '',
    `![The gateway's memory during the soak](${run.chartFile})`,
    '',
    'The shaded bands are 10% either side of the value after the warm-up for the RSS and the heap after a full collection; each memory target is judged by the median of each minute’s samples. RSS as sampled and the heap used before the collection also hold garbage V8 has not yet collected (the gateway runs with a 32 MB semi-space, and the old generation grows before V8 marks it), so they move by tens of MB from one sample to the next; after the collection the heap still holds what the requests in flight hold.',
    '',
    '## The operations',
    '',
    'The twenty operations were chosen among the web client’s listed operations by the screens a practice keeps open all day: the shell of every page (profile menu, pending-documents notice, the inbox badge), the dashboard, the student list and record, the calendar’s week, the staff list and record, a session note and its autosave, data entry (behaviours and skill targets, and today’s behaviour counts), a staff member’s punch history, and the inbox. The weight is how often a day sends each beside the others (the shell and the lists most); the roles are those whose permissions let them call it (the stand-in answers 403 otherwise). The writes change what is there and add no rows: a draft note is saved over itself, a day’s count of a behaviour is upserted, a conversation is marked read or unread. Upstream calls: what the stand-in received for the operation’s first request by each role before the load (the caller’s lookup lists may already have been kept by then).',
    '',
    table(['operation', 'screen', 'kind', 'roles', 'weight', 'upstream calls', 'requests', 'errors', 'p50', 'p99'], operations),
    '',
    ...(run.notes.length ? ['## Notes', '', ...run.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}
