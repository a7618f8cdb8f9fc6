// Permission lists shaped like the stand-in's demo users, for menu and guard tests.
import type { Permission, Session } from '../session';
import { signedInAs } from './render';

const methods = ['List', 'Add', 'Edit', 'Delete'];
const modules: Array<[string, string]> = [
  ['Package', 'package-list'],
  ['Agency', 'agency-list'],
  ['Service', 'service-list'],
  ['Service Line', 'service-line-list'],
  ['Funders', 'payers-list'],
  ['Goals', 'goals-list'],
  ['Diagnosis', 'diagnosis-list'],
  ['Program', 'program-list'],
  ['Assessment Category', 'assessments-category-list'],
  ['Assessments', 'assessments-list'],
  ['Files', 'file-list'],
  ['Billing Codes', 'hcodes-list'],
  ['File Management', 'folder-list'],
  ['Certification', 'certification-list'],
  ['Stage Status Master', 'stage-status-master-list'],
  ['Checklist Master', 'checklist-masters-list'],
  ['Dynamic Fields', 'dynamic-fields-list'],
  ['Roles', 'role-list'],
  ['Checklist Form Template', 'checklist-form-template-list'],
  ['Stage Status', 'stage-status-list'],
  ['Funder Plans', 'payers-plan-list'],
  ['Session Type', 'session-template-type-list'],
  ['Session Master', 'session-template-master-list'],
  ['Session Form', 'session-form-template-list'],
  ['Behavior Category', 'behavior-list'],
  ['Location', 'location-list'],
  ['Staff List', 'office-staff-list'],
  ['Student List', 'student-list'],
  ['School', 'school-list'],
  ...[
    'Staff Punch History',
    'Templates',
    'Message',
    'Goal Generator',
    'Goal Import',
    'Auto Generate Session',
    'Invoice List / Import / Export',
    'Request SETSS Invoice',
    'Invoice Report',
    'Monitoring',
    'Activity Log',
    'Rethink Session Data',
    'Calendar / List View',
    'rethink-dashboard-monitoring',
    'Students Behavior Graph',
    'Students Note Helper Graph',
    'Classes',
    'Error List',
    'Template Short Code',
    'TP Conversion V-II',
    'Sample Files',
    'enrollments',
    'certification-add',
    'organization-list',
  ].map((name): [string, string] => [name, name]),
];

const entry = (label: string, subLabel: string, method: string): Permission => ({ label, subLabel, method });
const moduleEntry = (label: string, method = 'List'): Permission => {
  const found = modules.find(([name]) => name === label);
  if (!found) throw new Error(`no module ${label}`);
  return entry(found[0], found[1], method);
};

export const officePermissions: Permission[] = [
  ...modules.flatMap(([label, subLabel]) => methods.map((method) => entry(label, subLabel, method))),
  entry('Auto Generate Session', 'Auto Generate Session', 'Generate Session Report'),
  entry('HR Platform', 'HR Platform', 'Go To Website'),
];

export const therapistPermissions: Permission[] = [
  moduleEntry('Student List'),
  moduleEntry('Calendar / List View'),
  moduleEntry('Message'),
  moduleEntry('Students Behavior Graph'),
];

export const parentPermissions: Permission[] = [moduleEntry('Message')];

export const roles = {
  superAdmin: (): Partial<Session> => signedInAs('Super Admin', [], { userName: 'Morgan Reyes', userEmail: 'admin@practice.test', userId: '1' }),
  office: (): Partial<Session> =>
    signedInAs('Office Administrator', officePermissions, { userName: 'Dana Whitfield', userEmail: 'office@practice.test', userId: '2' }),
  therapist: (): Partial<Session> =>
    signedInAs('Therapist', therapistPermissions, { userName: 'Jordan Ellis', userEmail: 'therapist@practice.test', userId: '3' }),
  parent: (): Partial<Session> =>
    signedInAs('Parent', parentPermissions, { userName: 'Casey Morgan', userEmail: 'parent@practice.test', userId: '4' }),
};
