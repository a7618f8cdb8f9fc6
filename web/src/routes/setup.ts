// The pages of the setup lists beyond a resource's own (those are declared with each resource and found by
// routes/resources.generated.ts): the roles' permissions, and a school's principal, contacts and holidays.
import { roles } from '../screens/roles/resource';
import { schools } from '../screens/schools/resource';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const rolePages = screensOf(() => import('../screens/roles'));
const schoolPages = screensOf(() => import('../screens/schools/pages'));
const schoolContactPages = screensOf(() => import('../screens/schools/contacts'));
const schoolHolidayPages = screensOf(() => import('../screens/schools/holidays'));

export const setupRoutes: AppRoute[] = [
  roles.page('/permissions', 'Permissions', { screen: rolePages('Permissions') }),
  schools.page('/school-principal/:school_id', 'School Principal', { screen: schoolPages('Principal') }),
  schools.page('/school-contacts/:school_id', 'School Contacts', { screen: schoolContactPages('List') }),
  schools.page('/school-holidays/:school_id', 'School Holidays', { screen: schoolHolidayPages('List') }),
];
