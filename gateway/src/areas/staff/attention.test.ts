// The dashboard's staff credentials card: every active member counted, the flagged ones soonest expiry first, and
// only the first rows answered.
import { describe, expect, it } from 'vitest';
import { credentialAttention } from './attention.js';

const day = '2026-03-01';

/** A member whose one credential expires `days` after the day (none when null). */
function member(name: string, days: number | null) {
  const expiresOn = days === null ? null : new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10);
  return { id: name, name, credentials: expiresOn ? [{ name: 'CPR and First Aid', expires_on: expiresOn }] : [] };
}

describe('staff credentials needing attention', () => {
  it('lists members with an expired or expiring credential, soonest first, and counts every active member', () => {
    const members = [member('current', 400), member('none', null), member('in 20 days', 20), member('expired', -4), member('in 60 days', 60)];
    const card = credentialAttention(members, 8, day);
    expect(card.activeStaff).toBe(5);
    expect(card.total).toBe(3);
    expect(card.rows.map((row) => row.name)).toEqual(['expired', 'in 20 days', 'in 60 days']);
  });

  it('answers only the first rows but counts them all', () => {
    const members = Array.from({ length: 12 }, (_, index) => member(`in ${index} days`, index));
    const card = credentialAttention(members, 2, day);
    expect(card.total).toBe(12);
    expect(card.rows.map((row) => row.name)).toEqual(['in 0 days', 'in 1 days']);
  });
});
