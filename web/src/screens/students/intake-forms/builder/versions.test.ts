// The Versions dialog's list: newest first whatever order came, questions counted without section headings, the
// replacement time in the practice's format, and the answer type shown under each question of the read-only preview.
import { describe, expect, it } from 'vitest';
import { formatMonthFirst } from '../../../../dates/timestamps';
import { newestFirst, questionCount, replacedWhen, withTypeShown } from './versions';

const field = (key: string, type: string, helpText: string | null = null) => ({ key, label: key, type, required: false, options: [], helpText });

describe('earlier versions', () => {
  it('lists them newest first', () => {
    const versions = [1, 3, 2].map((version) => ({ version, title: `v${version}`, fields: [] }));
    expect(newestFirst(versions).map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(versions.map((entry) => entry.version)).toEqual([1, 3, 2]);
  });

  it('counts the questions, not the section headings', () => {
    expect(questionCount([field('about', 'section'), field('name', 'text'), field('sign', 'signature')])).toBe('2 questions');
    expect(questionCount([field('about', 'section'), field('name', 'text')])).toBe('1 question');
    expect(questionCount([])).toBe('0 questions');
  });

  it('says when a version was replaced, in the practice format', () => {
    const at = '2026-11-20T15:04:05.000Z';
    expect(replacedWhen(at)).toBe(`replaced ${formatMonthFirst(at)}`);
    expect(replacedWhen(at)).toMatch(/^replaced \d{2}\/\d{2}\/2026 \d{2}:\d{2}:05$/);
    expect(replacedWhen(null)).toBe('date unknown');
    expect(replacedWhen('not a date')).toBe('date unknown');
  });

  it("shows each question's answer type before its help text, and leaves headings alone", () => {
    const shown = withTypeShown([field('about', 'section'), field('phone', 'phone', 'Daytime'), field('kind', 'radio')]);
    expect(shown.map((entry) => entry.helpText)).toEqual([null, 'Phone number · Daytime', 'Buttons (one answer)']);
  });
});
