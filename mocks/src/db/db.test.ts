import { describe, expect, it } from 'vitest';
import { pinClock, testNow } from '../kit/clock.js';
import { today } from '../kit/dates.js';
import { demoUsers } from './demo-users.js';
import { Db } from './index.js';
import { generatedParentCount, generatedStaffCount } from './users.js';

describe('Db', () => {
  it('generates the same data from the same seed, and other data from another', () => {
    const first = new Db(7);
    const second = new Db(7);
    const other = new Db(8);
    expect(second.users.all()).toEqual(first.users.all());
    expect(second.organizations.all()).toEqual(first.organizations.all());
    expect(other.users.all().slice(4)).not.toEqual(first.users.all().slice(4));
  });

  it('holds the four demo users first, then generated staff', () => {
    const db = new Db();
    const users = db.users.all();
    expect(users).toHaveLength(demoUsers.length + generatedStaffCount + generatedParentCount);
    expect(users.slice(0, 4).map((user) => [user.id, user.email, user.user_type])).toEqual([
      [1, 'admin@practice.test', 'Super Admin'],
      [2, 'office@practice.test', 'Office Administrator'],
      [3, 'therapist@practice.test', 'Therapist'],
      [4, 'parent@practice.test', 'Parent'],
    ]);
    for (const user of users) {
      expect(user).toMatchObject({
        name: `${user.first_name} ${user.last_name}`,
        user_meta: expect.any(Array),
        permissions: expect.any(Array),
        pending_file_count: expect.any(Number),
      });
      expect(user).not.toHaveProperty('password');
    }
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
    expect(users.filter((user) => user.user_meta.some((meta) => meta.meta_key === 'profile_image')).length).toBeGreaterThan(2);
    expect(db.passwords.get(1)).toBe('Admin#2026');
  });

  it('puts seeded data back on reset, for tables defined later too', () => {
    const db = new Db();
    const things = db.defineTable<{ id: number; label: string; created_at: string; updated_at: string; deleted_at: string | null }>(
      'things',
      (faker) => [{ label: faker.word.noun() }, { label: faker.word.noun() }],
    );
    const seeded = structuredClone(things.all());
    things.softDelete(1);
    things.insert({ label: 'extra' });
    things.get(2)!.label = 'changed in place';
    db.passwords.set(1, 'changed');
    db.users.purge(4);
    db.reset();
    expect(things.all()).toEqual(seeded);
    expect(db.passwords.get(1)).toBe('Admin#2026');
    expect(db.users.get(4)?.email).toBe('parent@practice.test');
    expect(db.defineTable('things')).toBe(things);
    // The put-back rows are copies too: changing them leaves the next reset as it was.
    things.get(1)!.label = 'changed again';
    db.reset();
    expect(things.all()).toEqual(seeded);
    expect(things.insert({ label: 'next' }).id).toBe(seeded.length + 1);
  });

  it('puts back a copy within the day rather than seeding again, which takes seconds over every table', () => {
    const restoreClock = pinClock(testNow);
    try {
      const db = new Db();
      let runs = 0;
      const counted = db.defineTable<{ id: number; run: number; created_at: string; updated_at: string; deleted_at: string | null }>(
        'counted',
        () => [{ run: (runs += 1) }],
      );
      db.reset();
      db.reset();
      expect(runs).toBe(1);
      expect(counted.get(1)!.run).toBe(1);
    } finally {
      restoreClock();
    }
  });

  it('seeds again on a reset on another day, since seeders count relative dates from today', () => {
    // Restoring the first pin puts back the clock from before both.
    const restoreClock = pinClock(testNow);
    try {
      const db = new Db();
      const days = db.defineTable<{ id: number; day: string; created_at: string; updated_at: string; deleted_at: string | null }>('days', () => [
        { day: today() },
      ]);
      const seededDay = days.get(1)!.day;
      pinClock(new Date(Date.parse(testNow) + 86_400_000));
      db.reset();
      expect(days.get(1)!.day).not.toBe(seededDay);
      expect(days.get(1)!.day).toBe(today());
      expect(db.passwords.get(1)).toBe('Admin#2026');
    } finally {
      restoreClock();
    }
  });
});
