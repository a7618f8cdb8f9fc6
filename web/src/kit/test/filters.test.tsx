// A kit list with filters: kept in the address (a shared link opens filtered, Back undoes a change), sent as the
// list's variables.
import { HTMLSelect } from '@blueprintjs/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { col, statusCol } from '../columns';
import type { ListFilters } from '../list/ResourceList';
import { ResourceList } from '../list/ResourceList';
import { certificationCommonDocuments } from '../../screens/certifications/operations.generated';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { certificationRows, pageOf, type PageArgs } from './fixtures';

type Args = PageArgs & { filter?: { status?: number | null } | null };
type Vars = NonNullable<Parameters<NonNullable<typeof certificationCommonDocuments.list.__apiType>>[0]>;

const statusFilter: ListFilters<Vars> = {
  keys: ['status'],
  variables: (values) => (values.status === '0' || values.status === '1' ? { filter: { status: Number(values.status) } } : {}),
  Panel: ({ state }) => (
    <HTMLSelect
      aria-label="Status"
      value={state.filters.status ?? ''}
      onChange={(event) => state.setFilter('status', event.currentTarget.value || null)}
      options={[
        { value: '', label: 'Any' },
        { value: '1', label: 'Active' },
        { value: '0', label: 'Inactive' },
      ]}
    />
  ),
};

function List() {
  return (
    <ResourceList
      plural="Certifications"
      singular="Certification"
      list={certificationCommonDocuments.list}
      columns={[col('name', 'Name'), statusCol()]}
      rowName={(row) => row.name}
      filters={statusFilter}
    />
  );
}

function resolvers(calls: Args[]) {
  const rows = certificationRows(20);
  return {
    Query: {
      certifications: (_: unknown, args: Args) => {
        calls.push(args);
        const status = args.filter?.status;
        return pageOf(status === undefined || status === null ? rows : rows.filter((row) => row.status === status), args);
      },
    },
  };
}

describe('a list with filters', () => {
  it('opens a shared address filtered, puts each change in the address, and Back undoes it', async () => {
    const calls: Args[] = [];
    const { user, router } = renderWithGraphQL(<List />, {
      route: '/certification?status=0&ignored=1',
      resolvers: resolvers(calls),
      session: roles.office(),
    });
    expect(await screen.findByText('Certificate 016')).toBeInTheDocument();
    expect(calls[0]?.filter).toEqual({ status: 0 });
    expect(screen.queryByText('Certificate 020')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() => expect(router.state.location.search).toBe('?ignored=1&status=1'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 1 }));
    expect(await screen.findByText('Certificate 020')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 0 }));
    expect(screen.getByLabelText('Status')).toHaveValue('0');
  });

  it('says when nothing matches the filters', async () => {
    const empty = { Query: { certifications: (_: unknown, args: Args) => pageOf([], args) } };
    renderWithGraphQL(<List />, { route: '/certification?status=1', resolvers: empty, session: roles.office() });
    expect(await screen.findByText('No certifications match the filters')).toBeInTheDocument();
  });
});
