// `npm run bench -- --soak`: a working day's load held on the gateway (SOAK_MINUTES, default 10): fifty connections
// over eight sign-ins of every role send the twenty operations a practice uses most, and the run is judged on errors,
// the gateway's memory after the warm-up and the tail of its latency, minute by minute. Writes gateway/bench/soak.md
// and the memory curve beside it. Timing never fails the run; an error answer or a setup that fails does.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startStandInAndGateway, type Child } from '../children.js';
import { describeMachine, loadAverage, progressLog } from '../report.js';
import { StandInControl } from '../clients.js';
import { Target } from '../load.js';
import { findings } from './findings.js';
import { memoryChart } from './memory-chart.js';
import { soakMarkdown, type UpstreamCounts } from './markdown.js';
import { recordSamples } from './samples.js';
import { soakOperations } from './operations.js';
import { readPractice, signInAll, type Caller, type Practice } from './practice.js';
import { readSoakSettings } from './settings.js';
import { runTraffic, seededPick, sendOnce } from './traffic.js';
import { judge, memoryBaseline, minuteFigures } from './verdicts.js';

const chartName = 'soak-memory.svg';
const reportFile = fileURLToPath(new URL('../../../bench/soak.md', import.meta.url));
const chartFile = fileURLToPath(new URL(`../../../bench/${chartName}`, import.meta.url));

/**
 * Every operation once with the first token of each role that may call it, the stand-in's call log emptied before
 * each: a refusal shows before the load, by name, and each answer's upstream calls are counted.
 */
async function preflight(
  gateway: Target,
  control: StandInControl,
  callers: readonly Caller[],
  practice: Practice,
  seed: number,
): Promise<UpstreamCounts> {
  const pick = seededPick(seed);
  const failures: string[] = [];
  const counts: UpstreamCounts = new Map();
  for (const operation of soakOperations) {
    const byRole = new Map<string, number>();
    counts.set(operation.name, byRole);
    for (const role of operation.roles) {
      const caller = callers.find((entry) => entry.role === role);
      if (!caller) continue;
      await control.resetCalls();
      const error = await sendOnce(gateway, operation, practice, caller, pick);
      if (error) failures.push(`${operation.name} as ${role}: ${error}`);
      byRole.set(role, (await control.calls()).length);
    }
  }
  if (failures.length) throw new Error(`operations the stand-in refused before the load:\n${failures.join('\n')}`);
  return counts;
}

export async function soak(): Promise<void> {
  const settings = readSoakSettings(process.env);
  const startedAt = new Date();
  const { cpu, cores, memory: memorySize, node, loadAtStart } = describeMachine();
  const machine = `${cpu}, ${cores} cores, ${memorySize}, Node ${node}`;
  const progress = progressLog('soak');
  const children: Child[] = [];
  const targets: Target[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    progress('starting the stand-in and the gateway');
    const { standIn: standInChild, gateway: gatewayChild } = await startStandInAndGateway(children);
    const gateway = new Target(gatewayChild.ready.origin, settings.connections);
    const controlTarget = new Target(standInChild.ready.origin, 1);
    targets.push(gateway, controlTarget);
    const control = new StandInControl(controlTarget);

    progress(`signing in ${settings.signIns.length} times and reading the practice's data`);
    const callers = await signInAll(gateway, settings.signIns);
    const practice = await readPractice(gateway, callers);
    const upstreamCalls = await preflight(gateway, control, callers, practice, settings.seed);
    await control.resetCalls();

    progress(`${settings.durationMs / 60_000} minutes of load on ${settings.connections} connections`);
    const started = performance.now();
    const memory = recordSamples(gatewayChild, standInChild, settings.memoryEveryMs, started);
    let resets: Promise<void> = Promise.resolve();
    let elapsed = 0;
    timer = setInterval(() => {
      resets = resets
        .then(() => control.resetCalls())
        .catch((error: unknown) => {
          progress(`could not empty the stand-in's call log: ${String(error)}`);
        });
      elapsed += settings.callLogResetMs;
      const last = memory.samples.at(-1);
      if (elapsed % 60_000 === 0 && last)
        progress(
          `${elapsed / 60_000} min: gateway RSS ${(last.rss / 1_048_576).toFixed(1)} MB, heap held ${(last.heapUsedAfterGc / 1_048_576).toFixed(1)} MB`,
        );
    }, settings.callLogResetMs);
    const traffic = await runTraffic({ gateway, callers, practice, ...settings });
    clearInterval(timer);
    await resets;
    await memory.stop();

    const minutes = minuteFigures(traffic.buckets, memory.samples, settings.bucketMs, settings.durationMs);
    const verdicts = judge(traffic, minutes, memory.samples, settings.warmupMs, settings.durationMs);
    const baseline = memoryBaseline(memory.samples, settings.warmupMs, settings.durationMs);
    await writeFile(
      chartFile,
      memoryChart(memory.samples, { durationS: settings.durationMs / 1000, warmupS: settings.warmupMs / 1000, ...(baseline && { baseline }) }),
    );
    const loadAtEnd = loadAverage();
    await writeFile(
      reportFile,
      soakMarkdown({
        startedAt,
        machine,
        loadAtStart,
        loadAtEnd,
        settings,
        callers,
        traffic,
        minutes,
        verdicts,
        chartFile: chartName,
        upstreamCalls,
        notes: findings({ traffic, minutes, samples: memory.samples, warmupMs: settings.warmupMs, loadAtStart, loadAtEnd }),
      }),
    );
    for (const verdict of verdicts)
      process.stdout.write(`${verdict.met === undefined ? '–' : verdict.met ? '✔' : '✘'} ${verdict.target}: ${verdict.measured}\n`);
    process.stdout.write(`Figures written to ${reportFile} and ${chartFile}\n`);
    if (verdicts[0]!.met === false) process.exitCode = 1;
  } catch (error) {
    process.exitCode = 1;
    const gatewayOutput = children[1]?.output();
    process.stderr.write(`The soak could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    if (gatewayOutput) process.stderr.write(`Gateway output:\n${gatewayOutput}\n`);
  } finally {
    clearInterval(timer);
    await Promise.allSettled(targets.map((target) => target.close()));
    await Promise.allSettled(children.reverse().map((child) => child.stop()));
  }
}
