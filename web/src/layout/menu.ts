// The sidebar, each entry behind its named permission (a label, a sublabel, or a label with a method such as List). Each
// section (the top level, a group) orders its entries by position: the menu's own below, and the declared resources'
// links where their declaration's menu entry places them (routes/resources.generated.ts).
import type { IconName } from '@blueprintjs/core';
import type { MenuSection, Resource, ResourcePage } from '../routes/resource';
import { declaredResources } from '../routes/resources.generated';
import { protectedMetaFor } from '../routes/table';
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

/** An entry of the menu's own at its place in its section. */
type Placed<T extends MenuEntry> = readonly [position: number, entry: T];

/**
 * The entries of a section (a group, or the top level: null): the menu's own at their positions and, at theirs, the
 * links of the declared resources whose menu entry names the section. No two entries of a section share a place.
 */
function section<T extends MenuEntry>(name: MenuSection | null, own: readonly Placed<T>[]): (T | MenuLink)[] {
  const resources = declaredResources.flatMap((resource): Placed<MenuLink>[] =>
    resource.menu && (resource.menu.section ?? null) === name ? [[resource.menu.position, resourceLink(resource)]] : [],
  );
  const placed: Placed<T | MenuLink>[] = [...own, ...resources].sort(([a], [b]) => a - b);
  placed.forEach(([position, entry], index) => {
    if (index > 0 && placed[index - 1]![0] === position)
      throw new Error(`Two entries of the menu ${name ?? 'top level'} take place ${position} (${entry.label}).`);
  });
  return placed.map(([, entry]) => entry);
}

const group = (label: MenuSection, icon: IconName, own: readonly Placed<MenuLink>[]): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  children: section(label, own),
});

export const menu: MenuEntry[] = section<MenuEntry>(null, [
  [10, link('Dashboard', '/dashboard', 'dashboard')],
  [20, link('Web Monitoring', '/reports/web-pages-applications', 'globe-network', label('Monitoring'))],
  [30, link('Activity History', '/reports/student-activity-history', 'history', label('Activity Log'))],
  [
    50,
    group('Calendar', 'calendar', [
      [10, link('List View', '/appointment-list', 'list', label('Calendar / List View', 'List'))],
      [20, link('Calendar View', '/calendar', 'calendar', label('Calendar / List View'))],
      [35, link('Supervision', '/supervision', 'eye-open', label('Calendar / List View'))],
      [40, link('Billing Schedule', '/billing-schedule', 'dollar', label('Calendar / List View'))],
      [50, link('Rethink Session Data', '/rethink-sessions-data', 'data-connection', label('Rethink Session Data'))],
    ]),
  ],
  [
    60,
    group('Session Notes', 'annotation', [
      [10, link('Generate Session Notes', '/auto-generate-session', 'automatic-updates', label('Auto Generate Session', 'Generate Session Report'))],
      [20, link('Sessions Queue', '/sessions-queue', 'list-columns', label('Auto Generate Session'))],
      [30, link('Session Data Import', '/auto-generate-session-import', 'import', label('Auto Generate Session'))],
      [40, link('Pending Target Data', '/pending-target-data', 'time', label('Auto Generate Session'))],
      [60, link('Sent Faxes', '/sent-faxes', 'print', label('Auto Generate Session'))],
      [70, link('Goal Import', '/mass-goal-import', 'import', label('Goal Import'))],
      [80, link('Sheets Link', '/sheets-link', 'link', label('Auto Generate Session'))],
      [90, link('PDF Template', '/pdf-session-templates', 'document', label('Auto Generate Session'))],
    ]),
  ],
  [
    70,
    group('Configuration', 'cog', [
      [70, link('Target Playlists', '/goal', 'locate', sub('goals-list'))],
      [390, { kind: 'link', label: 'Module and Menu Setup', to: '/module-and-menu-setup', icon: 'menu', superAdminOnly: true }],
      [400, { kind: 'link', label: 'Access trail', to: '/audit-trail', icon: 'eye-open', superAdminOnly: true }],
    ]),
  ],
  [80, link('Files', '/files', 'document', sub('file-list'))],
  [90, link('Folders', '/folders', 'folder-close', sub('folder-list'))],
  [100, link('File Management', '/file-management', 'folder-open', sub('folder-list'))],
  [110, link('Intake Forms', '/intake-forms', 'form', sub('student-list'))],
  [
    120,
    group('Templates', 'manual', [
      [10, link('Template List', '/templates', 'manual', label('Templates'))],
      [20, link('Merge Field', '/merge-field', 'merge-columns', label('Templates'))],
      [30, link('Case Documents', '/case-documents', 'folder-shared-open', label('Templates'))],
    ]),
  ],
  [
    130,
    group('Goal Generator', 'exchange', [
      [10, link('Excel to Doc', '/goal-generator/excel-to-doc', 'document', label('Goal Generator'))],
      [20, link('Doc to Excel', '/goal-generator/doc-to-excel', 'th', label('Goal Generator'))],
      [30, link('Doc to Excel V-II', '/goal-generator/doc-to-excel-v2', 'th-derived', label('TP Conversion V-II'))],
    ]),
  ],
  [
    140,
    group('Invoices', 'dollar', [
      [10, link('Invoices', '/invoice-list', 'dollar', sub('student-list'))],
      [20, link('Invoice Import', '/invoice-import-list', 'import', sub('student-list'))],
      [30, link('SETSS Invoice Request', '/invoice-setss-request', 'send-message', sub('student-list'))],
      [40, link('Invoice Report', '/invoice-report', 'chart', sub('student-list'))],
    ]),
  ],
  [
    150,
    group('Eligibility', 'shield', [
      [10, link('Eligibility Checks', '/eligibility-checks', 'shield', label('enrollments'))],
      [20, link('Enrollments', '/enrollments', 'endorsed', label('enrollments'))],
      [30, link('Leta Constants', '/leta-constants', 'properties', label('enrollments'))],
    ]),
  ],
  [
    160,
    group('Messages', 'envelope', [
      [10, link('Compose', '/compose', 'edit', label('Message'))],
      [20, { ...link('Inbox', '/inbox', 'inbox', label('Message')), badge: unreadMessagesBadge }],
      [30, link('Sent', '/send', 'send-message', label('Message'))],
      [40, link('Trash', '/trash', 'trash', label('Message'))],
    ]),
  ],
  [180, group('Roles', 'key', [])],
  [200, { ...link('Verify Sessions', '/verify-sessions', 'endorsed'), userTypes: ['Parent'] }],
  [210, group('Staff', 'person', [[20, link('Staff Salary', '/staff-salary', 'bank-account', sub('office-staff-list'))]])],
  [220, link('Students', '/student', 'learning', sub('student-list'))],
  [240, link('Error List', '/error-list', 'error', label('Error List'))],
  [
    250,
    group('Graphs', 'timeline-line-chart', [
      [10, link('Students Behavior Graph', '/graph/abc-behavior', 'timeline-bar-chart', sub('office-staff-list'), label('Students Behavior Graph'))],
      [20, link('Students Note Helper Graph', '/graph/student-note-helper-graph', 'percentage', label('Students Note Helper Graph'))],
    ]),
  ],
]);

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
