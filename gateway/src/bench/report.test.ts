// The README's performance section is the bench's own table, rewritten between its markers by every full run.
import { describe, expect, it } from 'vitest';
import { readmeMarkers, readmePerformance, row, withReadmePerformance, type RunSummary } from './report.js';

const run: RunSummary = {
  machine: { cpu: 'CPU', cores: 2, memory: '24 GiB', os: 'Linux', node: 'v20', loadAtStart: '1.50 / 1.00 / 0.50' },
  startedAt: new Date('2026-12-06T15:00:00Z'),
  seconds: 300,
  loadAtEnd: '1.00 / 1.00 / 1.00',
  settings: 'settings',
  links: [],
  sections: [
    {
      title: '0. The gateway against a hand-written floor',
      method: 'How.',
      headline: true,
      notes: [],
      rows: [
        row('student page: CPU per request', {
          scale: '×1',
          gateway: '2.00 ms',
          direct: '1.00 ms',
          ratio: '2.00×',
          target: '≤ 1.25×',
          verdict: 'missed',
        }),
        row('student page: p50', { scale: '×1', gateway: '6.00 ms', direct: '5.00 ms', ratio: '1.20×', target: '≤ 1.25×', verdict: 'met' }),
      ],
    },
    { title: '1. Overhead', method: 'How.', notes: [], rows: [row('other', { verdict: 'met' })] },
  ],
};

describe("the README's performance section", () => {
  it("is the headline table and three sentences, counting the table's own targets", () => {
    const section = readmePerformance(run)!;
    const lines = section.split('\n');
    expect(lines[0]).toBe('| scenario: measure | size | gateway | hand-written floor | ratio | target | met |');
    expect(lines).toContain('| student page: CPU per request | ×1 | 2.00 ms | 1.00 ms | 2.00× | ≤ 1.25× | MISSED |');
    expect(section).toContain('1 of 2 targets met in the run of 2026-12-06 (2 cores, load average 1.50 at its start).');
    expect(lines.slice(lines.indexOf('') + 1)).toHaveLength(3);
  });

  it('replaces what stands between its markers and keeps the rest of the README', () => {
    const [open, close] = readmeMarkers;
    const readme = `# Title\n\n## Performance\n\n${open}\nold table\n${close}\n\n## Next\n`;
    expect(withReadmePerformance(readme, 'new table')).toBe(`# Title\n\n## Performance\n\n${open}\nnew table\n${close}\n\n## Next\n`);
    expect(withReadmePerformance('# No markers\n', 'new table')).toBe('# No markers\n');
  });
});
