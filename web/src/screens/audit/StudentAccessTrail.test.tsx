// A student's access trail on the record: offered (and let in by the route's guard) to the Super Admin and office
// administrators, whom the schema allows, and hidden from anyone else; the records are the student's, the student's
// name is the record's own, and the CSV export asks for the same student and filter.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuditTrailFilter } from '../../gql/graphql';
import { guardRedirect } from '../../layout/guard';
import { visibleMenu, type MenuEntry } from '../../layout/menu';
import { protectedMetaFor } from '../../routes';
import { signedOutSession, type Session } from '../../session';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { StudentFrame } from '../students/shared/StudentFrame';
import { StudentAccessTrail } from './StudentAccessTrail';

const pageInfo = { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 };

const sessionOf = (partial: Partial<Session>): Session => ({ ...signedOutSession, ...partial });

/** Every link of a menu, groups opened. */
const linksOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.children.map((child) => child.to)));

describe("a student's access trail", () => {
  it('is let in for the Super Admin and office administrators only, and the whole trail for the Super Admin', () => {
    const meta = protectedMetaFor('/student-access-trail/12');
    expect(guardRedirect(sessionOf(roles.superAdmin()), meta)).toBeNull();
    expect(guardRedirect(sessionOf(roles.office()), meta)).toBeNull();
    expect(guardRedirect(sessionOf(roles.therapist()), meta)).toBe('/403');
    expect(guardRedirect(sessionOf(roles.parent()), meta)).toBe('/403');
    expect(guardRedirect(sessionOf(roles.therapist()), protectedMetaFor('/audit-trail'))).toBe('/403');
    expect(guardRedirect(sessionOf(roles.office()), protectedMetaFor('/audit-trail'))).toBe('/403');
    expect(guardRedirect(sessionOf(roles.superAdmin()), protectedMetaFor('/audit-trail'))).toBeNull();
    // The whole trail is in the Super Admin's menu only.
    expect(linksOf(visibleMenu(sessionOf(roles.superAdmin())))).toContain('/audit-trail');
    expect(linksOf(visibleMenu(sessionOf(roles.office())))).not.toContain('/audit-trail');
  });

  it("lists the student's records with the student's name and exports them as CSV", { timeout: 15_000 }, async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const asked: { studentId: string; filter: AuditTrailFilter | null }[] = [];
    const exported: { studentId: string; filter: AuditTrailFilter | null }[] = [];
    const resolvers = {
      Query: {
        student: () => ({ id: '12', name: 'Avery Stone', authorizationAlerts: [] }),
        allUsers: () => [{ id: '3', name: 'Jordan Ellis', userType: 'Therapist' }],
        studentAuditTrail: (_root: unknown, args: { studentId: string; filter?: AuditTrailFilter | null }) => {
          asked.push({ studentId: args.studentId, filter: args.filter ?? null });
          const node = {
            seq: 7,
            at: '2026-11-23T15:04:05.000Z',
            userId: '3',
            role: 'Therapist',
            operation: 'StudentHeader',
            operationType: 'query',
            studentIds: ['12'],
            studentCount: 1,
            changed: false,
            outcome: 'OK',
            requestId: 'req-7',
          };
          return { pageInfo, nodes: [node] };
        },
      },
      Mutation: {
        exportStudentAuditTrail: (_root: unknown, args: { studentId: string; filter?: AuditTrailFilter | null }) => {
          exported.push({ studentId: args.studentId, filter: args.filter ?? null });
          return { url: 'http://files.test/student-12-access-trail.csv', fileName: 'student-12-access-trail.csv' };
        },
      },
    };
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/student-access-trail/:student_id" element={<StudentAccessTrail />} />
      </Routes>,
      { route: '/student-access-trail/12?user=3', session: roles.office(), resolvers },
    );
    expect(await screen.findByRole('cell', { name: '1: Avery Stone' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Jordan Ellis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access trail' })).toHaveAttribute('aria-current', 'page');
    expect(asked.at(-1)).toEqual({ studentId: '12', filter: { userId: '3' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('link', { name: 'Download student-12-access-trail.csv' })).toBeInTheDocument();
    expect(exported).toEqual([{ studentId: '12', filter: { userId: '3' } }]);
  });

  it("is not among a therapist's pages of the record", { timeout: 15_000 }, async () => {
    renderWithGraphQL(
      <Routes>
        <Route
          path="/student-contacts/:student_id"
          element={
            <StudentFrame title="Contacts">
              <p>The contacts</p>
            </StudentFrame>
          }
        />
      </Routes>,
      {
        route: '/student-contacts/12',
        session: roles.therapist(),
        resolvers: { Query: { student: () => ({ id: '12', name: 'Avery Stone', authorizationAlerts: [] }) } },
      },
    );
    await screen.findByRole('heading', { name: 'Avery Stone' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Activity history' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Access trail' })).not.toBeInTheDocument();
  });
});
