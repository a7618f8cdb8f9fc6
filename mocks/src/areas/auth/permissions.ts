// The permission catalogue. A permission entry names a module (label, as the route labels
// spell it), a menu (sub_label, as the menu checks spell it) and a method.

export interface PermissionEntry {
  label: string;
  sub_label: string;
  method: string;
}

export const permissionMethods = ['List', 'Add', 'Edit', 'Delete'] as const;

interface Module {
  label: string;
  subLabel: string;
}

/** Modules behind a named menu item: the route label where the portal has one, the menu's sub_label. */
const menuModules: Module[] = [
  { label: 'Package', subLabel: 'package-list' },
  { label: 'Agency', subLabel: 'agency-list' },
  { label: 'Service', subLabel: 'service-list' },
  { label: 'Service Line', subLabel: 'service-line-list' },
  { label: 'Funders', subLabel: 'payers-list' },
  { label: 'Goals', subLabel: 'goals-list' },
  { label: 'Diagnosis', subLabel: 'diagnosis-list' },
  { label: 'Program', subLabel: 'program-list' },
  { label: 'Assessment Category', subLabel: 'assessments-category-list' },
  { label: 'Assessments', subLabel: 'assessments-list' },
  { label: 'Files', subLabel: 'file-list' },
  { label: 'Billing Codes', subLabel: 'hcodes-list' },
  { label: 'File Management', subLabel: 'folder-list' },
  { label: 'Certification', subLabel: 'certification-list' },
  { label: 'Stage Status Master', subLabel: 'stage-status-master-list' },
  { label: 'Checklist Master', subLabel: 'checklist-masters-list' },
  { label: 'Dynamic Fields', subLabel: 'dynamic-fields-list' },
  { label: 'Roles', subLabel: 'role-list' },
  { label: 'Checklist Form Template', subLabel: 'checklist-form-template-list' },
  { label: 'Stage Status', subLabel: 'stage-status-list' },
  { label: 'Funder Plans', subLabel: 'payers-plan-list' },
  { label: 'Session Type', subLabel: 'session-template-type-list' },
  { label: 'Session Master', subLabel: 'session-template-master-list' },
  { label: 'Session Form', subLabel: 'session-form-template-list' },
  { label: 'Behavior Category', subLabel: 'behavior-list' },
  { label: 'Location', subLabel: 'location-list' },
  { label: 'Staff List', subLabel: 'office-staff-list' },
  { label: 'Student List', subLabel: 'student-list' },
  { label: 'School', subLabel: 'school-list' },
];

/** Route labels with no menu of their own: the entry carries the label as its sub_label too. */
const routeOnlyLabels = [
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
];

/** Every module a permission can name. 'Organization List' is left out: organisations are the Super Admin's. */
export const permissionModules: readonly Module[] = [...menuModules, ...routeOnlyLabels.map((label) => ({ label, subLabel: label }))];

export const superAdminType = 'Super Admin';

export const hrPlatformPermission: PermissionEntry = {
  label: 'HR Platform',
  sub_label: 'HR Platform',
  method: 'Go To Website',
};

function moduleNamed(label: string): Module {
  const found = permissionModules.find((module) => module.label === label);
  if (!found) throw new Error(`No permission module ${label}`);
  return found;
}

function entry(label: string, method: string): PermissionEntry {
  return { label, sub_label: moduleNamed(label).subLabel, method };
}

/** The office administrator: every module with List, Add, Edit and Delete, session reports and the HR platform. */
export function officeAdministratorPermissions(): PermissionEntry[] {
  return [
    ...permissionModules.flatMap((module) => permissionMethods.map((method) => ({ label: module.label, sub_label: module.subLabel, method }))),
    entry('Auto Generate Session', 'Generate Session Report'),
    { ...hrPlatformPermission },
  ];
}

/** The therapist: their students, the calendar's list view, messages and the behaviour graph. */
export function therapistPermissions(): PermissionEntry[] {
  return [entry('Student List', 'List'), entry('Calendar / List View', 'List'), entry('Message', 'List'), entry('Students Behavior Graph', 'List')];
}

export function parentPermissions(): PermissionEntry[] {
  return [entry('Message', 'List')];
}

/** The Super Admin passes every check by its type; it also holds every entry, organisations included. */
export function superAdminPermissions(): PermissionEntry[] {
  return [
    ...permissionMethods.map((method) => ({ label: 'Organization List', sub_label: 'Organization List', method })),
    ...officeAdministratorPermissions(),
  ];
}

/** A user holds a permission when an entry's label or sub_label is its name (the Super Admin holds every one). */
export function holdsPermission(user: { user_type: string; permissions: readonly PermissionEntry[] }, name: string): boolean {
  if (user.user_type === superAdminType) return true;
  return user.permissions.some((held) => held.label === name || held.sub_label === name);
}
