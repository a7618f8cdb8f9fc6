import { describe, expect, it } from 'vitest';
import { nearestName } from './near-miss.js';

const areas = ['Manding', 'Tacting', 'Intraverbal', 'Math', 'Writing', 'Language', 'Listener Responding'];

describe('the known name a mistyped one was meant to be', () => {
  it('finds a transposition, a missing letter and a case slip', () => {
    expect(nearestName('Langauge', areas)).toBe('Language');
    expect(nearestName('Mandng', areas)).toBe('Manding');
    expect(nearestName('tacting ', areas)).toBe('Tacting');
  });

  it('suggests nothing for a name too far from every known one, or as close to two', () => {
    expect(nearestName('Astronomy', areas)).toBeUndefined();
    expect(nearestName('Mat', ['Math', 'Mats'])).toBeUndefined();
    expect(nearestName('', areas)).toBeUndefined();
  });
});
