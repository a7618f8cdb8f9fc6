// Schools, with principal, contact and holidays pages per school:
// the schools' lifecycle and school-list lookup, the principal, contacts and holidays (school-holiday), each
// contact or holiday in a school that exists and unique within it. Everything is behind 'school-list'.
import { defineResource } from '../../kit/index.js';
import { checkUniqueWithin, registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import { registerSchoolPrincipals } from './principal.js';
import { schoolTypes, type School, type SchoolContact, type SchoolHoliday } from './school.js';
import { seedSchoolContacts, seedSchoolHolidays, seedSchools } from './seed.js';
import { checkHolidayDates, holidaysBetween, normaliseHolidayDates } from './holiday-dates.js';

export const schoolPermission = 'school-list';

export const schoolResource = defineResource<School>({
  name: 'school',
  type: 'School',
  table: 'schools',
  // Staff and student forms pick schools, so the lookup serves every signed-in user.
  permission: { default: schoolPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'district', 'email', 'phone', 'city', 'state', 'zip'],
  defaults: { status: 1 },
  seed: seedSchools,
  import: {
    check: (values, errors) => {
      errors.oneOf('school_type', values.school_type, schoolTypes);
      errors.email('email', values.email);
      errors.oneOf('status', values.status, ['0', '1']);
    },
  },
});

export const schoolContactResource = defineResource<SchoolContact>({
  name: 'school contact',
  type: 'SchoolContact',
  title: 'Contact',
  table: 'school_contacts',
  permission: schoolPermission,
  searchable: ['name', 'title', 'email', 'phone'],
  defaults: { status: 1 },
  seed: seedSchoolContacts,
});

export const schoolHolidayResource = defineResource<SchoolHoliday>({
  name: 'school holiday',
  type: 'SchoolHoliday',
  title: 'Holiday',
  table: 'school_holidays',
  permission: schoolPermission,
  // A holiday always has a last day (a create without one ends on its first); an update cannot blank it.
  required: ['school_id', 'name', 'start_date', 'end_date'],
  searchable: ['name', 'start_date', 'end_date'],
  // The dates bound a range of holidays, not an equal date.
  filters: { start_date: holidaysBetween('from'), end_date: holidaysBetween('to') },
  seed: seedSchoolHolidays,
});

/** The columns of the school-import sample file. */
export const schoolImportColumns = ['name', 'school_type', 'district', 'email', 'phone', 'address', 'city', 'state', 'zip', 'status'] as const;

export const schoolsArea: Area = {
  name: 'schools',
  register(router, context) {
    // The guards go first: they run before the resources' own create and update.
    registerWriteGuard(router, context, {
      table: schoolContactResource.spec.table,
      paths: schoolContactResource.spec.paths,
      permission: schoolPermission,
      required: ['school_id', 'name'],
      references: [{ field: 'school_id', table: schoolResource.spec.table }],
      check(values, errors, guard) {
        errors.email('email', values.email);
        checkUniqueWithin(values, errors, guard, schoolContactResource.spec.table, 'school_id', ['name']);
      },
    });
    registerWriteGuard(router, context, {
      table: schoolHolidayResource.spec.table,
      paths: schoolHolidayResource.spec.paths,
      permission: schoolPermission,
      required: ['school_id', 'name', 'start_date'],
      references: [{ field: 'school_id', table: schoolResource.spec.table }],
      normalise: normaliseHolidayDates,
      check(values, errors, guard) {
        checkHolidayDates(values, errors);
        checkUniqueWithin(values, errors, guard, schoolHolidayResource.spec.table, 'school_id', ['name', 'start_date']);
      },
    });
    schoolResource.register(router, context);
    schoolContactResource.register(router, context);
    schoolHolidayResource.register(router, context);
    registerSchoolPrincipals(router, context, schoolPermission);
  },
};

export type { School, SchoolContact, SchoolHoliday, SchoolPrincipal } from './school.js';
