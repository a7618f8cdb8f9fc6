import { describe, expect, it } from 'vitest';
import { can, hasPermission, isSuperAdmin } from './permissions';
import type { Permission, Session } from './session';

const entry = (label: string, subLabel: string | null, method: string | null): Permission => ({ label, subLabel, method });

const therapist: Pick<Session, 'userType' | 'userPermission'> = {
  userType: 'Therapist',
  userPermission: [
    entry('Student List', 'student-list', 'List'),
    entry('Calendar / List View', 'Calendar / List View', 'List'),
    entry('Message', 'Message', 'List'),
  ],
};

describe('the permission helper', () => {
  it('lets the Super Admin pass every check, with or without entries', () => {
    const admin = { userType: 'Super Admin', userPermission: null };
    expect(isSuperAdmin(admin)).toBe(true);
    expect(can(admin, { label: 'Organization List' })).toBe(true);
    expect(can(admin, { subLabel: 'HR Platform', method: 'Go To Website' })).toBe(true);
    expect(hasPermission(admin, 'anything at all')).toBe(true);
  });

  it('only treats the exact type string as Super Admin', () => {
    expect(isSuperAdmin({ userType: 'super admin' })).toBe(false);
    expect(isSuperAdmin({ userType: 'Super Administrator' })).toBe(false);
  });

  it('matches a route permission against a label or a subLabel', () => {
    expect(hasPermission(therapist, 'Student List')).toBe(true);
    expect(hasPermission(therapist, 'student-list')).toBe(true);
    expect(hasPermission(therapist, 'Agency')).toBe(false);
    expect(hasPermission(therapist, 'agency-list')).toBe(false);
  });

  it('checks a menu by label, by subLabel, or by label with a method; the method is optional', () => {
    expect(can(therapist, { label: 'Message' })).toBe(true);
    expect(can(therapist, { subLabel: 'student-list' })).toBe(true);
    expect(can(therapist, { label: 'Calendar / List View', method: 'List' })).toBe(true);
    expect(can(therapist, { label: 'Calendar / List View', method: 'Add' })).toBe(false);
    expect(can(therapist, { label: 'student-list' })).toBe(false);
  });

  it('requires every field of a check to match the same entry', () => {
    const mixed = {
      userType: 'Office',
      userPermission: [entry('HR Platform', 'HR Platform', 'List'), entry('Agency', 'agency-list', 'Go To Website')],
    };
    expect(can(mixed, { subLabel: 'HR Platform', method: 'Go To Website' })).toBe(false);
    expect(
      can({ ...mixed, userPermission: [entry('HR Platform', 'HR Platform', 'Go To Website')] }, { subLabel: 'HR Platform', method: 'Go To Website' }),
    ).toBe(true);
  });

  it('refuses everything to a user without entries, and an empty check to anyone but the Super Admin', () => {
    expect(can({ userType: 'Therapist', userPermission: null }, { label: 'Message' })).toBe(false);
    expect(can({ userType: 'Therapist', userPermission: [] }, { label: 'Message' })).toBe(false);
    expect(can(therapist, {})).toBe(false);
  });
});
