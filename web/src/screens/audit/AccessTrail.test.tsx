// The Super Admin's access trail against mocked resolvers: the records with the names the screen knows put to their
// ids, the filters sent from the address, the CSV export asked with the same filter, and the empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { AuditRecordFieldsFragment as AuditRecord, AuditTrailFilter } from '../../gql/graphql';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { AccessTrail } from './AccessTrail';

const pageInfo = (total: number) => ({ total, currentPage: 1, lastPage: 1, perPage: 50, from: total > 0 ? 1 : null, to: total > 0 ? total : null });

const record = (seq: number, fields: Partial<AuditRecord>): AuditRecord => ({
  seq,
  at: '2026-11-23T15:04:05.000Z',
  userId: '3',
  role: 'Therapist',
  operation: 'StudentHeader',
  operationType: 'query',
  studentIds: ['12'],
  studentCount: 1,
  changed: false,
  outcome: 'OK',
  requestId: `req-${seq}`,
  ...fields,
});

const users = [
  { id: '1', name: 'Morgan Reyes', userType: 'Super Admin' },
  { id: '3', name: 'Jordan Ellis', userType: 'Therapist' },
];
const students = [
  { id: '12', firstName: 'Avery', lastName: 'Stone' },
  { id: '13', firstName: 'Blake', lastName: 'Hart' },
];

function resolversWith(trail: (filter: AuditTrailFilter | null) => AuditRecord[] | Error, exported: (AuditTrailFilter | null)[] = []) {
  return {
    Query: {
      allUsers: () => users,
      clientList: () => students,
      auditTrail: (_root: unknown, args: { filter?: AuditTrailFilter | null }) => {
        const rows = trail(args.filter ?? null);
        if (rows instanceof Error) throw rows;
        return { pageInfo: pageInfo(rows.length), nodes: rows };
      },
    },
    Mutation: {
      exportAuditTrail: (_root: unknown, args: { filter?: AuditTrailFilter | null }) => {
        exported.push(args.filter ?? null);
        return { url: 'http://files.test/access-trail.csv', fileName: 'access-trail.csv' };
      },
    },
  };
}

describe('the access trail', () => {
  it(
    'lists the records with the names it knows, filters by the student in the address and exports the same as CSV',
    { timeout: 15_000 },
    async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const asked: (AuditTrailFilter | null)[] = [];
      const exported: (AuditTrailFilter | null)[] = [];
      const rows = [
        record(2, { operation: 'UpdateStudent', operationType: 'mutation', changed: true, requestId: 'req-update' }),
        record(1, {
          userId: '99',
          role: 'Office Administrator',
          operation: 'StudentList',
          studentIds: ['12', '13', '14', '15', '16'],
          studentCount: 5,
          outcome: 'FORBIDDEN',
        }),
      ];
      const resolvers = resolversWith((filter) => {
        asked.push(filter);
        return rows;
      }, exported);
      const { user } = renderWithGraphQL(<AccessTrail />, {
        route: '/audit-trail?student=12&from=11%2F01%2F2026',
        resolvers,
        session: roles.superAdmin(),
      });

      // The names come with the filters' options, after the records or before them.
      await screen.findByRole('gridcell', { name: 'Jordan Ellis' });
      const update = screen.getByRole('gridcell', { name: 'UpdateStudent' }).closest('[role="row"]') as HTMLElement;
      expect(within(update).getByRole('gridcell', { name: 'Jordan Ellis' })).toBeInTheDocument();
      expect(within(update).getByRole('gridcell', { name: '1: Avery Stone' })).toBeInTheDocument();
      expect(within(update).getByRole('gridcell', { name: 'Yes' })).toBeInTheDocument();
      // The request id and the outcome are drawn through React, a moment after the grid's own cells.
      expect(await within(update).findByRole('gridcell', { name: 'req-update' })).toBeInTheDocument();
      const list = screen.getByRole('gridcell', { name: 'StudentList' }).closest('[role="row"]') as HTMLElement;
      // An id the screen has no name for is shown as the id; past three students the cell says how many more.
      expect(within(list).getByRole('gridcell', { name: 'User #99' })).toBeInTheDocument();
      expect(within(list).getByRole('gridcell', { name: '5: Avery Stone, Blake Hart, #14 and 2 more' })).toBeInTheDocument();
      expect(await within(list).findByText('FORBIDDEN')).toBeInTheDocument();
      expect(asked.at(-1)).toEqual({ studentId: '12', from: '2026-11-01' });
      expect(screen.getByLabelText('Student')).toHaveValue('12');

      await user.selectOptions(screen.getByLabelText('User'), '3');
      await waitFor(() => expect(asked.at(-1)).toEqual({ studentId: '12', userId: '3', from: '2026-11-01' }));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('link', { name: 'Download access-trail.csv' })).toHaveAttribute('href', 'http://files.test/access-trail.csv');
      expect(exported).toEqual([{ studentId: '12', userId: '3', from: '2026-11-01' }]);
    },
  );

  it('says when no record matches the filters, and when none is recorded yet', { timeout: 15_000 }, async () => {
    const { user } = renderWithGraphQL(<AccessTrail />, {
      route: '/audit-trail?user=1',
      resolvers: resolversWith(() => []),
      session: roles.superAdmin(),
    });
    expect(await screen.findByRole('heading', { name: 'No access matches the filters' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('User'), '');
    expect(await screen.findByRole('heading', { name: 'No access recorded yet' })).toBeInTheDocument();
  });

  it('says the trail could not be loaded, and loads it again on request', { timeout: 15_000 }, async () => {
    let fail = true;
    const resolvers = resolversWith(() =>
      fail ? new GraphQLError('The trail is not readable.', { extensions: { code: 'AUDIT_UNAVAILABLE' } }) : [record(1, {})],
    );
    const { user } = renderWithGraphQL(<AccessTrail />, { route: '/audit-trail', resolvers, session: roles.superAdmin() });
    expect(await screen.findByRole('heading', { name: 'The access trail could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('gridcell', { name: 'StudentHeader' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The access trail could not be loaded' })).not.toBeInTheDocument();
  });
});
