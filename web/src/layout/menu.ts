// The sidebar, each entry behind its named permission (a label, a sublabel, or a label with a method such as List).
import type { IconName } from '@blueprintjs/core';
import type { Resource, ResourcePage } from '../routes/resource';
import { protectedMetaFor } from '../routes/table';
import { agencies } from '../screens/agencies/resource';
import { assessmentCategories } from '../screens/assessments/categories/resource';
import { assessments } from '../screens/assessments/resource';
import { bcbaTasks } from '../screens/bcba-tasks/resource';
import { behaviorCategories } from '../screens/behavior-categories/resource';
import { billingCodes } from '../screens/billing-codes/resource';
import { certifications } from '../screens/certifications/resource';
import { checklistFormTemplates } from '../screens/checklists/form-templates/resource';
import { checklistMasters } from '../screens/checklists/masters/resource';
import { classes } from '../screens/classes/resource';
import { coverageTypes } from '../screens/coverage-types/resource';
import { diagnoses } from '../screens/diagnoses/resource';
import { dynamicFields } from '../screens/checklists/dynamic-fields/resource';
import { funderPlans } from '../screens/funders/plans/resource';
import { goalAttributes } from '../screens/goal-attributes/resource';
import { funders } from '../screens/funders/resource';
import { groupTemplateLessons } from '../screens/group-template-lessons/resource';
import { groups } from '../screens/groups/resource';
import { locations } from '../screens/locations/resource';
import { noteHelperCategories } from '../screens/note-helper-categories/resource';
import { organizations } from '../screens/organizations/resource';
import { packages } from '../screens/packages/resource';
import { programTargetTypes } from '../screens/programs/target-types/resource';
import { programs } from '../screens/programs/resource';
import { promptCodes } from '../screens/prompt-codes/resource';
import { reinforcements } from '../screens/reinforcements/resource';
import { reminders } from '../screens/reminders/resource';
import { roles } from '../screens/roles/resource';
import { schools } from '../screens/schools/resource';
import { serviceLines } from '../screens/service-lines/resource';
import { services } from '../screens/services/resource';
import { sessionFormTemplates } from '../screens/session-template-setup/form-templates/resource';
import { sessionTemplateMasters } from '../screens/session-template-setup/masters/resource';
import { sessionTemplateTypes } from '../screens/session-template-setup/types/resource';
import { sessionTemplates } from '../screens/session-templates/resource';
import { skillAreas } from '../screens/skill-areas/resource';
import { staffTitles } from '../screens/staff-titles/resource';
import { labelSettings } from '../screens/staff-documents/resource';
import { stageStatusMasters } from '../screens/stage-statuses/masters/resource';
import { stageStatuses } from '../screens/stage-statuses/resource';
import { targetAccuracy } from '../screens/target-accuracy/resource';
import { targetPromoCodes } from '../screens/target-promo-codes/resource';
import { faxRecipients } from '../screens/fax/resource';
import { unreadMessagesBadge } from '../screens/messages/unreadBadge';
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
  /** Shown only to these kinds of user (a parent's own pages). */
  userTypes?: readonly string[];
  /** A count beside the entry (hidden at 0). */
  badge?: MenuBadge;
}

/** A count a menu entry shows, from a hook over one small query, and how it reads aloud ('3 unread'). */
export interface MenuBadge {
  useCount(): number;
  label(count: number): string;
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

/**
 * A resource's entry, from its declaration: its list, shown under its menu check (the subLabel of its permission
 * unless it names another), or to the Super Admin alone for a Super Admin's resource.
 */
function resourceLink(resource: Pick<Resource<ResourcePage>, 'menu' | 'listPath' | 'superAdminOnly' | 'permission'>): MenuLink {
  const { menu, listPath: to, superAdminOnly, permission } = resource;
  if (!menu) throw new Error(`The resource at ${to} has no menu entry.`);
  const { label, icon } = menu;
  if (superAdminOnly) return { kind: 'link', label, to, icon, superAdminOnly };
  return { kind: 'link', label, to, icon, checks: [menu.check ?? { subLabel: permission }] };
}

export const menu: MenuEntry[] = [
  link('Dashboard', '/dashboard', 'dashboard'),
  link('Web Monitoring', '/reports/web-pages-applications', 'globe-network', label('Monitoring')),
  link('Activity History', '/reports/student-activity-history', 'history', label('Activity Log')),
  resourceLink(organizations),
  group('Calendar', 'calendar', [
    link('List View', '/appointment-list', 'list', label('Calendar / List View', 'List')),
    link('Calendar View', '/calendar', 'calendar', label('Calendar / List View')),
    link('Group Schedule', '/group-schedule', 'people', label('Calendar / List View')),
    link('Billing Schedule', '/billing-schedule', 'dollar', label('Calendar / List View')),
    link('Rethink Session Data', '/rethink-sessions-data', 'data-connection', label('Rethink Session Data')),
  ]),
  group('Session Notes', 'annotation', [
    link('Generate Session Notes', '/auto-generate-session', 'automatic-updates', label('Auto Generate Session', 'Generate Session Report')),
    link('Sessions Queue', '/sessions-queue', 'list-columns', label('Auto Generate Session')),
    link('Session Data Import', '/auto-generate-session-import', 'import', label('Auto Generate Session')),
    link('Pending Target Data', '/pending-target-data', 'time', label('Auto Generate Session')),
    resourceLink(faxRecipients),
    link('Sent Faxes', '/sent-faxes', 'print', label('Auto Generate Session')),
    link('Goal Import', '/mass-goal-import', 'import', label('Goal Import')),
    link('Sheets Link', '/sheets-link', 'link', label('Auto Generate Session')),
    link('PDF Template', '/pdf-session-templates', 'document', label('Auto Generate Session')),
  ]),
  group('Configuration', 'cog', [
    resourceLink(agencies),
    resourceLink(funders),
    resourceLink(funderPlans),
    resourceLink(packages),
    resourceLink(services),
    resourceLink(serviceLines),
    link('Target Playlists', '/goal', 'locate', sub('goals-list')),
    resourceLink(goalAttributes),
    resourceLink(diagnoses),
    resourceLink(programs),
    resourceLink(programTargetTypes),
    resourceLink(assessmentCategories),
    resourceLink(assessments),
    resourceLink(billingCodes),
    resourceLink(skillAreas),
    resourceLink(bcbaTasks),
    resourceLink(sessionTemplates),
    resourceLink(targetAccuracy),
    resourceLink(targetPromoCodes),
    resourceLink(certifications),
    resourceLink(coverageTypes),
    resourceLink(reinforcements),
    resourceLink(groupTemplateLessons),
    resourceLink(promptCodes),
    resourceLink(stageStatusMasters),
    resourceLink(stageStatuses),
    resourceLink(checklistMasters),
    resourceLink(dynamicFields),
    resourceLink(checklistFormTemplates),
    resourceLink(sessionTemplateTypes),
    resourceLink(sessionTemplateMasters),
    resourceLink(sessionFormTemplates),
    resourceLink(behaviorCategories),
    resourceLink(noteHelperCategories),
    resourceLink(locations),
    resourceLink(schools),
    resourceLink(groups),
    resourceLink(classes),
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
    link('Goal Headers', '/goal-headers', 'header', label('Goal Generator')),
  ]),
  group('Invoices', 'dollar', [
    link('Invoices', '/invoice-list', 'dollar', sub('student-list')),
    link('Invoice Import', '/invoice-import-list', 'import', sub('student-list')),
    link('SETSS Invoice Request', '/invoice-setss-request', 'send-message', sub('student-list')),
    link('Invoice Report', '/invoice-report', 'chart', sub('student-list')),
  ]),
  group('Eligibility', 'shield', [
    link('Eligibility Checks', '/eligibility-checks', 'shield', label('enrollments')),
    link('Enrollments', '/enrollments', 'endorsed', label('enrollments')),
    link('Leta Constants', '/leta-constants', 'properties', label('enrollments')),
  ]),
  group('Messages', 'envelope', [
    link('Compose', '/compose', 'edit', label('Message')),
    { ...link('Inbox', '/inbox', 'inbox', label('Message')), badge: unreadMessagesBadge },
    link('Sent', '/send', 'send-message', label('Message')),
    link('Trash', '/trash', 'trash', label('Message')),
  ]),
  resourceLink(reminders),
  group('Roles', 'key', [resourceLink(roles), resourceLink(staffTitles)]),
  link('Parents', '/parents', 'people', sub('office-staff-list')),
  { ...link('Verify Sessions', '/verify-sessions', 'endorsed'), userTypes: ['Parent'] },
  group('Staff', 'person', [
    link('Staff List', '/staff', 'person', sub('office-staff-list')),
    link('Staff Salary', '/staff-salary', 'bank-account', sub('office-staff-list')),
    resourceLink(labelSettings),
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
  if (entry.userTypes && !entry.userTypes.includes(session.userType ?? '')) return false;
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
