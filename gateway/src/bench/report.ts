// The figures of a run: one table per scenario (the gateway figure, the direct figure, their ratio, the target
// beside it and whether it is met), printed as aligned text and written as Markdown to bench/results.md.
import { cpus, freemem, loadavg, release, totalmem, type as osType } from 'node:os';

/** 'not measured': the figure cannot be taken yet (e.g. the screen is not built); '' where there is no target. */
export type Verdict = 'met' | 'missed' | 'not measured' | '';

export interface Row {
  /** What is measured, e.g. 'p50 latency, 1 connection'. */
  measure: string;
  /** The stand-in's size (×1, ×10) in the opening table. */
  scale?: string;
  gateway: string;
  direct: string;
  ratio: string;
  target: string;
  verdict: Verdict;
}

export interface Section {
  title: string;
  /** One paragraph: what was measured and how. */
  method: string;
  rows: Row[];
  /** Observations and evidence (upstream calls, their timing, what limits a figure). */
  notes: string[];
  /** The gateway against the hand-written floor: its table opens results.md, with a size column. */
  headline?: boolean;
  /** The column the gateway is held against, when it is not the direct REST calls. */
  against?: string;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
export const perSecond = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}/s` : 'n/a');
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

export function row(measure: string, values: Partial<Omit<Row, 'measure'>> = {}): Row {
  return { measure, gateway: '', direct: '', ratio: '', target: '', verdict: '', ...values };
}

/** 'met' or 'missed' for a figure against an upper bound it may reach ("within"). */
export function atMost(value: number, bound: number): Verdict {
  if (!Number.isFinite(value)) return 'missed';
  return value <= bound ? 'met' : 'missed';
}

/** 'met' or 'missed' for a figure that must stay below a bound ("under"). */
export function under(value: number, bound: number): Verdict {
  if (!Number.isFinite(value)) return 'missed';
  return value < bound ? 'met' : 'missed';
}

export interface Machine {
  cpu: string;
  cores: number;
  memory: string;
  os: string;
  node: string;
  loadAtStart: string;
}

/** Writes `[label seconds s] line` to stderr, the seconds counted from now: what a long run is doing. */
export function progressLog(label: string): (line: string) => void {
  const started = performance.now();
  return (line) => process.stderr.write(`[${label} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free)`,
    os: `${osType()} ${release()}`,
    node: process.version,
    loadAtStart: loadAverage(),
  };
}

/** The 1, 5 and 15 minute load averages: how busy the machine was besides the run. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

const headers = ['measure', 'gateway', 'direct REST', 'ratio', 'target', 'verdict'];
const headlineHeaders = ['scenario: measure', 'size', 'gateway', 'hand-written floor', 'ratio', 'target', 'met'];

function headersOf(section: Section): string[] {
  if (section.headline) return headlineHeaders;
  return section.against ? headers.map((header) => (header === 'direct REST' ? section.against! : header)) : headers;
}

function cells(entry: Row, section: Section): string[] {
  const verdict = entry.verdict === 'missed' ? 'MISSED' : entry.verdict;
  return section.headline
    ? [entry.measure, entry.scale ?? '', entry.gateway, entry.direct, entry.ratio, entry.target, verdict]
    : [entry.measure, entry.gateway, entry.direct, entry.ratio, entry.target, verdict];
}

export function sectionText(section: Section): string {
  const headers = headersOf(section);
  const table = [headers.slice(), ...section.rows.map((entry) => cells(entry, section))];
  const widths = headers.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const lines = table.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return [`== ${section.title}`, ...lines, ...section.notes.map((note) => `  * ${note}`)].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

function tableMarkdown(section: Section): string[] {
  const headers = headersOf(section);
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...section.rows.map((entry) => `| ${cells(entry, section).map(escapeCell).join(' | ')} |`),
  ];
}

/** A section: its method, its table (unless it opened the file) and its notes. */
export function sectionMarkdown(section: Section): string {
  const lines = [`## ${section.title}`, '', section.method];
  if (!section.headline) lines.push('', ...tableMarkdown(section));
  if (section.headline) lines.push('', 'Its table opens this file.');
  if (section.notes.length) lines.push('', ...section.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

export interface RunSummary {
  machine: Machine;
  startedAt: Date;
  seconds: number;
  loadAtEnd: string;
  settings: string;
  sections: Section[];
  /** Other reports beside this file (name → file), linked where they exist. */
  links: [string, string][];
}

/** The rows held to a target (met or missed), and how many of them met it. */
function targetsOf(rows: readonly Row[]): { held: Row[]; met: number } {
  const held = rows.filter((entry) => entry.verdict === 'met' || entry.verdict === 'missed');
  return { held, met: held.filter((entry) => entry.verdict === 'met').length };
}

/** How many targets were met, for the file (its tables name the missed ones). */
function targetsCount(sections: readonly Section[]): string {
  const { held, met } = targetsOf(sections.flatMap((section) => section.rows));
  return `${met} of ${held.length} targets met (MISSED in the tables).`;
}

export function targetsLine(sections: readonly Section[]): string {
  const { held, met } = targetsOf(sections.flatMap((section) => section.rows));
  const missed = held.filter((entry) => entry.verdict === 'missed');
  const unmeasured = sections.flatMap((section) => section.rows.filter((entry) => entry.verdict === 'not measured'));
  return (
    `${met} of ${held.length} targets met` +
    (missed.length ? `; missed: ${missed.map((entry) => entry.measure).join('; ')}` : '') +
    (unmeasured.length ? `; not measured yet: ${unmeasured.map((entry) => entry.measure).join('; ')}` : '') +
    '.'
  );
}

/** Where the README's performance section holds the headline table; the bench rewrites what is between. */
export const readmeMarkers = ['<!-- bench:performance -->', '<!-- /bench:performance -->'] as const;

/** The README's performance section: the headline table and three sentences, from the same run as results.md. */
export function readmePerformance(run: RunSummary): string | undefined {
  const headline = run.sections.find((section) => section.headline);
  if (!headline) return undefined;
  const { held, met } = targetsOf(headline.rows);
  return [
    ...tableMarkdown(headline),
    '',
    `The gateway against a backend-for-frontend written by hand for each screen, making the same upstream calls with caches off on both sides, at the seeded practice's size (×1) and ten times it (×10): ${met} of ${held.length} targets met in the run of ${run.startedAt.toISOString().slice(0, 10)} (${run.machine.cores} cores, load average ${run.machine.loadAtStart.split(' / ')[0]} at its start).`,
    'Figures of one run on a shared machine move by a tenth to a third between runs, while the counts of upstream calls and bytes are exact; [gateway/bench/results.md](gateway/bench/results.md) holds every section of the run, and [gateway/bench/README.md](gateway/bench/README.md) the method and the diary of what was tried, including why each missed target is missed.',
    "`npm run bench -- --soak` writes a working day's load to [soak.md](gateway/bench/soak.md), and `npm run lighthouse` writes the Lighthouse audits of six screens to [lighthouse.md](gateway/bench/lighthouse.md).",
  ].join('\n');
}

/** The README with its performance section replaced, or as it was when the markers are missing. */
export function withReadmePerformance(readme: string, section: string): string {
  const [open, close] = readmeMarkers;
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (start === -1 || end < start) return readme;
  return `${readme.slice(0, start + open.length)}\n${section}\n${readme.slice(end)}`;
}

export function resultsMarkdown(run: RunSummary): string {
  const { machine } = run;
  const headline = run.sections.find((section) => section.headline);
  return [
    '# Benchmark results',
    '',
    ...(headline
      ? [
          'The gateway against a hand-written backend-for-frontend making the same upstream calls, both with caches and shared',
          'calls off, on the seeded practice (×1) and one ten times its size (×10); section 0 says how.',
          '',
          ...tableMarkdown(headline),
          '',
        ]
      : []),
    'Written by `npm run bench` (gateway/src/bench/run.ts); every run rewrites this file. Timing never fails the run;',
    'figures measured on a busy machine are noisy, the counts of upstream calls are exact whatever the load.',
    '',
    `- Run: ${run.startedAt.toISOString()}, ${run.seconds.toFixed(0)} s`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory}; ${machine.os}; Node ${machine.node}`,
    `- Load average (1/5/15 min): ${machine.loadAtStart} at start, ${run.loadAtEnd} at end`,
    `- Settings: ${run.settings}`,
    `- ${targetsCount(run.sections)}`,
    ...(run.links.length ? [`- See also: ${run.links.map(([name, file]) => `[${name}](${file})`).join(', ')}`] : []),
    '',
    ...run.sections.flatMap((section) => [sectionMarkdown(section), '']),
  ].join('\n');
}
