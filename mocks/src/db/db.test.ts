import { describe, expect, it } from 'vitest';
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
    const seeded = things.all();
    things.softDelete(1);
    things.insert({ label: 'extra' });
    db.passwords.set(1, 'changed');
    db.reset();
    expect(things.all()).toEqual(seeded);
    expect(db.passwords.get(1)).toBe('Admin#2026');
    expect(db.defineTable('things')).toBe(things);
  });
});
