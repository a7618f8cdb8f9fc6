// The sidebar, each entry behind its named permission (a label, a sublabel, or a label with a method such as List).
import type { IconName } from '@blueprintjs/core';
import { protectedMetaFor } from '../routes/table';
import { can, isSuperAdmin, type PermissionCheck, type Session } from '../session';
import { guardRedirect } from './guard';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: IconName;
  /** Shown when any of these passes; none means every signed-in user. */
  checks?: PermissionCheck[];
  superAdminOnly?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: IconName;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, icon: IconName, ...checks: PermissionCheck[]): MenuLink => ({
  kind: 'link',
  label,
  to,
  icon,
  checks: checks.length > 0 ? checks : undefined,
});
const group = (label: string, icon: IconName, children: MenuLink[]): MenuGroup => ({ kind: 'group', label, icon, children });
const sub = (subLabel: string): PermissionCheck => ({ subLabel });
const label = (name: string, method?: string): PermissionCheck => (method ? { label: name, method } : { label: name });

export const menu: MenuEntry[] = [
  link('Dashboard', '/dashboard', 'dashboard'),
  link('Web Monitoring', '/reports/web-pages-applications', 'globe-network', label('Monitoring')),
  link('Activity History', '/reports/student-activity-history', 'history', label('Activity Log')),
  { kind: 'link', label: 'Organizations', to: '/organization', icon: 'office', superAdminOnly: true },
  group('Calendar', 'calendar', [
    link('List View', '/appointment-list', 'list', label('Calendar / List View', 'List')),
    link('Calendar View', '/calendar', 'calendar', label('Calendar / List View')),
    link('Rethink Session Data', '/rethink-sessions-data', 'data-connection', label('Rethink Session Data')),
  ]),
  group('Session Notes', 'annotation', [
    link('Generate Session Notes', '/auto-generate-session', 'automatic-updates', label('Auto Generate Session', 'Generate Session Report')),
    link('Sessions Queue', '/sessions-queue', 'list-columns', label('Auto Generate Session')),
    link('Session Data Import', '/auto-generate-session-import', 'import', label('Auto Generate Session')),
    link('Pending Target Data', '/pending-target-data', 'time', label('Auto Generate Session')),
    link('Goal Import', '/mass-goal-import', 'import', label('Goal Import')),
    link('Sheets Link', '/sheets-link', 'link', label('Auto Generate Session')),
    link('PDF Template', '/pdf-session-templates', 'document', label('Auto Generate Session')),
  ]),
  group('Configuration', 'cog', [
    link('Agency', '/agency', 'office', sub('agency-list')),
    link('Funders', '/payers', 'bank-account', sub('payers-list')),
    link('Funder Plans', '/payer-plans', 'clipboard', sub('payers-plan-list')),
    link('Packages', '/package', 'box', sub('package-list')),
    link('Services', '/service', 'wrench', sub('service-list')),
    link('Service Lines', '/service-line', 'layers', sub('service-line-list')),
    link('Target Playlists', '/goal', 'locate', sub('goals-list')),
    link('Diagnoses', '/diagnosis', 'pulse', sub('diagnosis-list')),
    link('Programs', '/program', 'projects', sub('program-list')),
    link('Program Target Types', '/program-target-type', 'tag', sub('program-list')),
    link('Assessment Categories', '/assessment-category', 'folder-shared', sub('assessments-category-list')),
    link('Assessments', '/assessment', 'form', sub('assessments-list')),
    link('Billing Codes', '/billing-code', 'barcode', sub('hcodes-list')),
    link('Skill Areas', '/skill-area', 'lightbulb', sub('hcodes-list')),
    link('BCBA Tasks', '/bcba-task', 'tick-circle', sub('hcodes-list')),
    link('Session Templates', '/session-template', 'document-share', sub('hcodes-list')),
    link('Target Accuracy', '/target-accuracy', 'locate', sub('hcodes-list')),
    link('Target Promo Code', '/target-promo-code', 'tag', sub('hcodes-list')),
    link('Certifications', '/certification', 'badge', sub('certification-list')),
    link('Coverage Types', '/coverage-type', 'shield', sub('certification-list')),
    link('Reinforcement', '/reinforcement', 'star', sub('certification-list')),
    link('Group Template Lesson', '/group-template-lesson', 'book', sub('certification-list')),
    link('Prompt Codes', '/prompt-code', 'code', sub('certification-list')),
    link('Stage Status Master', '/stage-status-master', 'flow-linear', sub('stage-status-master-list')),
    link('Stage Status', '/stage-status', 'flow-review', sub('stage-status-list')),
    link('Checklist Master', '/checklist-master', 'properties', sub('checklist-masters-list')),
    link('Dynamic Fields', '/dynamic-field', 'new-text-box', sub('dynamic-fields-list')),
    link('Checklist Form Templates', '/checklist-form-template', 'th-list', sub('checklist-form-template-list')),
    link('Session Types', '/session-type', 'tag', sub('session-template-type-list')),
    link('Session Masters', '/session-master', 'tag', sub('session-template-master-list')),
    link('Session Forms', '/session-form', 'form', sub('session-form-template-list')),
    link('Behavior Categories', '/behavior-category', 'heatmap', sub('behavior-list')),
    link('Note Helper Settings', '/session-form/category', 'annotation', sub('behavior-list')),
    link('Locations', '/location', 'map-marker', sub('location-list')),
    link('Schools', '/school', 'learning', sub('school-list')),
    link('Groups', '/groups', 'people', label('organization-list')),
    link('Classes', '/classes', 'team', label('Classes')),
    { kind: 'link', label: 'Module and Menu Setup', to: '/module-and-menu-setup', icon: 'menu', superAdminOnly: true },
  ]),
  link('Files', '/files', 'document', sub('file-list')),
  link('Folders', '/folders', 'folder-close', sub('folder-list')),
  link('File Management', '/file-management', 'folder-open', sub('folder-list')),
  link('Intake Forms', '/intake-forms', 'form', sub('student-list')),
  group('Templates', 'manual', [
    link('Template List', '/templates', 'manual', label('Templates')),
    link('Merge Field', '/merge-field', 'merge-columns', label('Templates')),
    link('Case Documents', '/case-documents', 'folder-shared-open', label('Templates')),
  ]),
  group('Goal Generator', 'exchange', [
    link('Excel to Doc', '/goal-generator/excel-to-doc', 'document', label('Goal Generator')),
    link('Doc to Excel', '/goal-generator/doc-to-excel', 'th', label('Goal Generator')),
    link('Doc to Excel V-II', '/goal-generator/doc-to-excel-v2', 'th-derived', label('TP Conversion V-II')),
    link('Conversion Template', '/goal-generator/conversion-templates', 'duplicate', label('TP Conversion V-II')),
    link('Goal Activity', '/goal-activity', 'walk', label('Goal Generator')),
  ]),
  group('Invoices', 'dollar', [
    link('Invoices', '/invoice-list', 'dollar', sub('student-list')),
    link('Invoice Import', '/invoice-import-list', 'import', sub('student-list')),
    link('SETSS Invoice Request', '/invoice-setss-request', 'send-message', sub('student-list')),
    link('Invoice Report', '/invoice-report', 'chart', sub('student-list')),
  ]),
  group('Messages', 'envelope', [
    link('Compose', '/compose', 'edit', label('Message')),
    link('Inbox', '/inbox', 'inbox', label('Message')),
    link('Sent', '/send', 'send-message', label('Message')),
    link('Trash', '/trash', 'trash', label('Message')),
  ]),
  link('Reminders', '/reminder', 'notifications', label('Message')),
  group('Roles', 'key', [
    link('Roles', '/roles', 'key', sub('role-list')),
    link('Staff Titles', '/user-group', 'id-number', sub('role-list')),
  ]),
  link('Parents', '/parents', 'people', sub('office-staff-list')),
  group('Staff', 'person', [
    link('Staff List', '/staff', 'person', sub('office-staff-list')),
    link('Staff Salary', '/staff-salary', 'bank-account', sub('office-staff-list')),
    link('Upload File Settings', '/document-label-settings', 'cloud-upload', sub('office-staff-list')),
  ]),
  link('Students', '/student', 'learning', sub('student-list')),
  link('Workflows', '/workflows', 'flows', sub('certification-add')),
  link('Error List', '/error-list', 'error', label('Error List')),
  group('Graphs', 'timeline-line-chart', [
    link('Students Behavior Graph', '/graph/abc-behavior', 'timeline-bar-chart', sub('office-staff-list'), label('Students Behavior Graph')),
    link('Students Note Helper Graph', '/graph/student-note-helper-graph', 'percentage', label('Students Note Helper Graph')),
  ]),
];

/**
 * The menu's own check and, so that no entry leads to the 403 page, the guard of the route it
 * opens. Both use the same permission helper.
 */
export function mayShowLink(session: Session, entry: MenuLink): boolean {
  if (entry.superAdminOnly && !isSuperAdmin(session)) return false;
  if (entry.checks && !entry.checks.some((check) => can(session, check))) return false;
  return guardRedirect(session, protectedMetaFor(entry.to)) === null;
}

/** The entries this session may see; a group shows when any of its links does. */
export function visibleMenu(session: Session, entries: readonly MenuEntry[] = menu): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return mayShowLink(session, entry) ? [entry] : [];
    const children = entry.children.filter((child) => mayShowLink(session, child));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
