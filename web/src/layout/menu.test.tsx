import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { protectedMetaFor, protectedRouteTable } from '../routes';
import { declaredResources } from '../routes/resources.generated';
import { signedOutSession, type Session } from '../session';
import { renderApp } from '../test/render';
import { roles } from '../test/roles';
import { menu, visibleMenu, type MenuEntry } from './menu';

const session = (partial: Partial<Session>): Session => ({ ...signedOutSession, ...partial });

/** "Group > Link" or "Link" for every visible entry. */
function labels(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.label] : entry.children.map((child) => `${entry.label} > ${child.label}`)));
}

describe('the menu per user type', () => {
  it("gives the Super Admin every entry but a parent's own, organisations and Module and Menu Setup included", () => {
    const shown = labels(visibleMenu(session(roles.superAdmin())));
    expect(shown).toEqual(labels(menu).filter((label) => label !== 'Verify Sessions'));
    expect(shown).toContain('Organizations');
    expect(shown).toContain('Configuration > Module and Menu Setup');
  });

  it('gives the office administrator the permitted entries but not the Super Admin ones', () => {
    const shown = labels(visibleMenu(session(roles.office())));
    expect(shown).not.toContain('Organizations');
    expect(shown).not.toContain('Configuration > Module and Menu Setup');
    for (const expected of [
      'Dashboard',
      'Configuration > Agency',
      'Configuration > Funders',
      'Staff > Staff List',
      'Parents',
      'Students',
      'Invoices > Invoices',
      'Session Notes > Generate Session Notes',
      'Graphs > Students Behavior Graph',
      'Workflows',
      'Error List',
    ]) {
      expect(shown).toContain(expected);
    }
  });

  it('gives the therapist only what their four permissions cover', () => {
    expect(labels(visibleMenu(session(roles.therapist())))).toEqual([
      'Dashboard',
      'Calendar > List View',
      'Calendar > Calendar View',
      'Calendar > Group Schedule',
      'Calendar > Supervision',
      'Calendar > Billing Schedule',
      'Intake Forms',
      'Messages > Compose',
      'Messages > Inbox',
      'Messages > Sent',
      'Messages > Trash',
      'Students',
      'Graphs > Students Behavior Graph',
    ]);
  });

  it("gives the parent the dashboard, messages and their child's sessions to verify", () => {
    expect(labels(visibleMenu(session(roles.parent())))).toEqual([
      'Dashboard',
      'Messages > Compose',
      'Messages > Inbox',
      'Messages > Sent',
      'Messages > Trash',
      'Verify Sessions',
    ]);
  });

  it('leads every entry to a route of the table', () => {
    const links = menu.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
    for (const link of links) expect(protectedMetaFor(link.to), link.to).toBeDefined();
  });
});

describe('the declared resources in the menu', () => {
  it('lists each resource with a menu entry once, in the section its declaration names', () => {
    for (const resource of declaredResources) {
      if (!resource.menu) continue;
      const section = resource.menu.section;
      const entries =
        section === undefined ? menu : menu.flatMap((entry) => (entry.kind === 'group' && entry.label === section ? entry.children : []));
      expect(entries.filter((entry) => entry.kind === 'link' && entry.to === resource.listPath).length, resource.listPath).toBe(1);
    }
  });
});

describe('the route table', () => {
  it('holds each path once, each with a title and breadcrumbs', () => {
    const paths = protectedRouteTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of protectedRouteTable) {
      expect(route.meta.title, route.path).not.toBe('');
      expect(route.meta.crumbs.length, route.path).toBeGreaterThan(0);
    }
  });

  it('has every route of the portal by path', () => {
    const named = [
      '/dashboard',
      '/goal-list',
      '/module-and-menu-setup',
      '/edit-module-and-menu/x',
      '/profile',
      '/profile-signature/1',
      '/profile-availability/1',
      '/profile-documents/1',
      '/profile-document-preview',
      '/403',
      '/organization',
      '/organizations/add-organization',
      '/organizations/edit-organization/1',
      '/organizations/delete-organization',
      '/agency',
      '/edit-agency/1',
      '/delete-agency',
      '/payers',
      '/add-payer',
      '/edit-payer/1',
      '/delete-payer',
      '/payer-prompt-code/1',
      '/payer-cases/1',
      '/add-payer-case/1',
      '/edit-payer-case/1',
      '/payer-service-line/1',
      '/payers/service-line/1',
      '/payers-service-line/1',
      '/payer-billing-code/1',
      '/payers/billing-code/1',
      '/payers-billing-code/1',
      '/payer-plans/',
      '/add-payer-plans/',
      '/edit-payer-plan/1',
      '/delete-payer-plan',
      '/package',
      '/add-package',
      '/edit-package/1',
      '/service',
      '/add-service',
      '/edit-services/1',
      '/delete-service',
      '/service-line',
      '/add-service-line',
      '/edit-services-line/1',
      '/delete-service-line',
      '/file-management',
      '/view-folder-contents/1',
      '/deleted-folders',
      '/deleted-files',
      '/shared-folders',
      '/share-folder/1',
      '/share-file/1',
      '/shared-files',
      '/folders',
      '/add-folder',
      '/edit-folder/1',
      '/view-folder/1',
      '/delete-folder',
      '/files',
      '/add-file',
      '/add-file/3',
      '/edit-file/1',
      '/delete-file',
      '/goal',
      '/add-goal',
      '/edit-goal/1',
      '/delete-goal',
      '/mass-goal-import',
      '/mass-goal-edit/1',
      '/student',
      '/add-student',
      '/edit-student/1',
      '/delete-student',
      '/edit-funder/1/2',
      '/staff',
      '/add-staff',
      '/edit-staff/1',
      '/staff-payout/1',
      '/delete-staff',
      '/daily-salary',
      '/staff-daily-salary/1',
      '/due-payout',
      '/staff-due-payout/1',
      '/staff-salary',
      '/staff-documents/1',
      '/staff-students/1',
      '/staff-schools/1',
      '/staff-punch-history/1',
      '/staff-document-preview/1',
      '/parents',
      '/add-parent',
      '/edit-parent/1',
      '/parent/signature/1',
      '/delete-parent',
      '/roles',
      '/permissions',
      '/add-role',
      '/edit-role/1',
      '/user-group',
      '/user-group/add',
      '/user-group/edit/1',
      '/session-form/category',
      '/session-form/category/4',
      '/groups',
      '/groups/add',
      '/groups/edit/1',
      '/classes',
      '/classes/add',
      '/classes/edit/1',
      '/calendar',
      '/global-calendar',
      '/global-calendar/2026-01-31',
      '/create-appointment',
      '/edit-appointment/1',
      '/appointment-list',
      '/rethink-sessions-data',
      '/billing-schedule',
      '/group-schedule',
      '/goal-generator/edit-file-data/1',
      '/inbox',
      '/send',
      '/compose',
      '/trash',
      '/message/1',
      '/form-builder',
      '/templates',
      '/templates/customer-preview/1',
      '/customer-agreement/1',
      '/templates/word-document/comment',
      '/merge-field',
      '/template-short-code',
      '/pdf-template-editor',
      '/auto-generate-session',
      '/sessions-queue',
      '/auto-generate-session-import',
      '/pending-target-data',
      '/invoice-import-list',
      '/sheets-link',
      '/invoice',
      '/invoice-list',
      '/invoice-setss-request',
      '/invoice-report',
      '/reports/web-pages-applications',
      '/reports/student-activity-history',
      '/error-list',
      '/sample-files',
      '/graph/abc-behavior',
      '/graph/student-behavior',
      '/graph/student-skill-behavior',
      '/graph/student-note-helper-graph',
      '/graph/fluency-rate',
      '/graph/data-import-list',
      '/workflows',
      '/add-workflows/1',
      '/enrollments',
      '/leta-constants',
      '/eligibility-checks',
    ];
    const missing = named.filter((path) => protectedMetaFor(path) === undefined);
    expect(missing).toEqual([]);
  });

  it("uses the portal's breadcrumb titles", () => {
    const crumbLabels = new Set(protectedRouteTable.flatMap((route) => route.meta.crumbs.map((crumb) => crumb.label)));
    for (const title of [
      'Graph',
      'Workflows',
      'Edit Workflow',
      'Pdf Document Editor',
      'Groups',
      'Add Group',
      'Edit Group',
      'Classes',
      'Add Class',
      'Edit Class',
      'Document Preview',
      'Error List',
      'Short Code',
      'Conversion Template',
      'Add Conversion Template',
      'Edit Conversion Template',
      'Sample Files',
      'enrollments',
      'Leta Constants',
      'Eligibility Checks',
    ]) {
      expect(crumbLabels, title).toContain(title);
    }
  });
});

describe('the sidebar', () => {
  it('collapses and expands from the header button', async () => {
    const { user } = renderApp({ route: '/dashboard', session: roles.therapist() });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: /Students/ })).toHaveTextContent('Students');

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(nav).toHaveClass('sidebar-collapsed');
    // Collapsed, the links keep their names for assistive technology but show only icons.
    expect(within(nav).getByRole('link', { name: 'Students' })).not.toHaveTextContent('Students');

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(nav).toHaveClass('sidebar-expanded');
  });

  it('opens a group and follows a link', async () => {
    const app = renderApp({ route: '/dashboard', session: roles.therapist() });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const messages = within(nav).getByRole('button', { name: /Messages/ });
    expect(messages).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(messages);
    expect(messages).toHaveAttribute('aria-expanded', 'true');
    // The entry's name ends with its unread count when it has one ('Inbox 3 unread').
    await app.user.click(within(nav).getByRole('link', { name: /^Inbox/ }));
    await waitFor(() => expect(app.path()).toBe('/inbox'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  });

  it('has a mobile copy in a drawer that always opens expanded', async () => {
    const { user } = renderApp({ route: '/dashboard', session: roles.therapist() });
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const mobileNav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(mobileNav).toHaveClass('sidebar-expanded');
    expect(within(mobileNav).getByRole('link', { name: 'Students' })).toHaveTextContent('Students');
  });
});
