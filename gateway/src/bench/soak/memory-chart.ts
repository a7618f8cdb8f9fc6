// The memory curve of soak.md as a small SVG: RSS and the heap, as sampled and after a full collection, over the run;
// the end of the warm-up, and the ±10% band around the value after it for the lines taken after a full collection.
import type { Sample } from './samples.js';
import { memoryTolerance, type MemoryBaseline } from './verdicts.js';

const width = 760;
const height = 340;
const margin = { left: 56, right: 16, top: 34, bottom: 40 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

// The two lines taken after a full collection first: they get the bands.
const lines = [
  { key: 'rssAfterGc', label: 'RSS after a full GC', color: '#2f6fb3', dash: '' },
  { key: 'heapUsedAfterGc', label: 'heap after a full GC', color: '#2e8b57', dash: '' },
  { key: 'rss', label: 'RSS as sampled', color: '#7fa8d6', dash: '4 3' },
  { key: 'heapUsed', label: 'heap before it', color: '#999999', dash: '4 3' },
] as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A round step for about `count` ticks over `span`. */
function step(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
}

export function memoryChart(samples: readonly Sample[], options: { durationS: number; warmupS: number; baseline?: MemoryBaseline }): string {
  const toMb = (bytes: number) => bytes / 1_048_576;
  const top = Math.max(...samples.map((sample) => toMb(sample.rss)), 1) * 1.15;
  const yStep = step(top, 6);
  const yMax = Math.ceil(top / yStep) * yStep;
  const x = (seconds: number) => margin.left + (seconds / options.durationS) * plotWidth;
  const y = (mb: number) => margin.top + plotHeight - (mb / yMax) * plotHeight;
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);

  // The band each judged line must stay in after the warm-up.
  if (options.baseline) {
    for (const line of [lines[0], lines[1]]) {
      const value = toMb(options.baseline[line.key]);
      const high = y(value * (1 + memoryTolerance));
      const low = y(value * (1 - memoryTolerance));
      parts.push(
        `<rect x="${x(options.warmupS).toFixed(1)}" y="${high.toFixed(1)}" width="${(x(options.durationS) - x(options.warmupS)).toFixed(1)}" height="${(low - high).toFixed(1)}" fill="${line.color}" fill-opacity="0.1"/>`,
      );
    }
  }

  for (let value = 0; value <= yMax + 1e-9; value += yStep) {
    parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${margin.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${value}</text>`);
  }
  const xStep = step(options.durationS / 60, 10) * 60;
  for (let seconds = 0; seconds <= options.durationS + 1e-9; seconds += xStep) {
    parts.push(
      `<line x1="${x(seconds).toFixed(1)}" x2="${x(seconds).toFixed(1)}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight + 4}" stroke="#555"/>`,
    );
    parts.push(`<text x="${x(seconds).toFixed(1)}" y="${margin.top + plotHeight + 17}" text-anchor="middle">${seconds / 60}</text>`);
  }
  parts.push(`<text x="${margin.left + plotWidth / 2}" y="${height - 6}" text-anchor="middle">minutes of load</text>`);
  parts.push(
    `<text x="14" y="${margin.top + plotHeight / 2}" text-anchor="middle" transform="rotate(-90 14 ${margin.top + plotHeight / 2})">MB</text>`,
  );
  parts.push(
    `<rect x="${margin.left}" y="${margin.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#555"/>`,
    `<line x1="${x(options.warmupS).toFixed(1)}" x2="${x(options.warmupS).toFixed(1)}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#b33" stroke-dasharray="5 4"/>`,
    `<text x="${(x(options.warmupS) + 4).toFixed(1)}" y="${margin.top + 12}" fill="#b33">end of warm-up</text>`,
  );

  for (const line of lines) {
    const points = samples
      .filter((sample) => Number.isFinite(sample[line.key]))
      .map((sample) => `${x(Math.min(sample.at, options.durationS)).toFixed(1)},${y(toMb(sample[line.key])).toFixed(1)}`);
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${line.color}" stroke-width="1.8"${line.dash ? ` stroke-dasharray="${line.dash}"` : ''}/>`,
    );
  }
  lines.forEach((line, index) => {
    const left = margin.left + index * 175;
    parts.push(
      `<line x1="${left}" x2="${left + 22}" y1="16" y2="16" stroke="${line.color}" stroke-width="2"${line.dash ? ` stroke-dasharray="${line.dash}"` : ''}/>`,
      `<text x="${left + 27}" y="20">${escape(line.label)}</text>`,
    );
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11" fill="#222">`,
    `<title>The gateway's memory during the soak</title>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
