// The kit's list page against mocked resolvers: rows, search debounce, paging, page size, sort, delete.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens/certifications';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { certificationRows, pageOf, type PageArgs } from './fixtures';

function listResolvers(calls: PageArgs[], rows = certificationRows(120)) {
  return {
    Query: {
      certifications: (_: unknown, args: PageArgs) => {
        calls.push(args);
        return pageOf(rows, args);
      },
    },
  };
}

const grid = () => screen.findByRole('treegrid', { name: 'Certifications' }).catch(() => screen.findByRole('grid', { name: 'Certifications' }));

describe('the list page', () => {
  it('shows the first page, 50 rows sorted descending, with where it sits in the list', async () => {
    const calls: PageArgs[] = [];
    renderWithGraphQL(<screens.List />, { route: '/certification', resolvers: listResolvers(calls), session: roles.office() });
    expect(await screen.findByText('Certificate 120')).toBeInTheDocument();
    expect(calls[0]?.page).toMatchObject({ page: 1, perPage: 50, sortBy: 'DESC' });
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const table = await grid();
    expect(within(table).getByRole('button', { name: 'Edit Certificate 120' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Certificate 120' })).toBeInTheDocument();
  });

  it('searches once, 500 ms after the last keystroke', async () => {
    const calls: PageArgs[] = [];
    const { user } = renderWithGraphQL(<screens.List />, { route: '/certification', resolvers: listResolvers(calls), session: roles.office() });
    await screen.findByText('Certificate 120');
    const box = screen.getByRole('searchbox', { name: 'Search certifications' });
    const before = calls.length;
    await user.type(box, 'Certificate 007');
    // Elapsed time is measured, not read off the pinned Date (which only steps while the event loop is free).
    const typedAt = performance.now();
    // Typing took far less than 500 ms per key: nothing was asked while the user typed.
    expect(calls.slice(before).filter((call) => call.page?.search)).toHaveLength(0);
    expect(await screen.findByText('Certificate 007')).toBeInTheDocument();
    const searches = calls.slice(before).filter((call) => call.page?.search);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.page).toMatchObject({ search: 'Certificate 007', page: 1 });
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(400);
    await waitFor(() => expect(screen.queryByText('Certificate 120')).not.toBeInTheDocument());
  });

  it('pages forward and changes the page size', async () => {
    const calls: PageArgs[] = [];
    const { user } = renderWithGraphQL(<screens.List />, { route: '/certification', resolvers: listResolvers(calls), session: roles.office() });
    await screen.findByText('Certificate 120');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Certificate 070')).toBeInTheDocument();
    expect(calls.at(-1)?.page).toMatchObject({ page: 2, perPage: 50 });
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(calls.at(-1)?.page).toMatchObject({ page: 1, perPage: 100 }));
    expect(await screen.findByText('1–100 of 120')).toBeInTheDocument();
  });

  it('sorts by a column on the server, descending first, then ascending', async () => {
    const calls: PageArgs[] = [];
    const { user } = renderWithGraphQL(<screens.List />, { route: '/certification', resolvers: listResolvers(calls), session: roles.office() });
    await screen.findByText('Certificate 120');
    // The header is drawn again when the sort changes: look it up each time.
    const header = () => screen.getByText('Name', { selector: '.ag-header-cell-text' });
    const sortOf = () => header().closest('[role="columnheader"]')?.getAttribute('aria-sort');
    await user.click(header());
    await waitFor(() => expect(calls.at(-1)?.page).toMatchObject({ sortField: 'name', sortBy: 'DESC' }));
    await waitFor(() => expect(sortOf()).toBe('descending'));
    await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument());
    // The grid redraws its header with the new sort; a click during the redraw would land on the old one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(header());
    await waitFor(() => expect(calls.at(-1)?.page).toMatchObject({ sortField: 'name', sortBy: 'ASC' }));
    await waitFor(() => expect(sortOf()).toBe('ascending'));
    expect(await screen.findByText('Certificate 001')).toBeInTheDocument();
  });

  it('asks before deleting, sends the current address as redirectTo, and refreshes the list', async () => {
    const rows = certificationRows(3);
    const deletes: Array<{ id: string; redirectTo?: string }> = [];
    const { user } = renderWithGraphQL(<screens.List />, {
      route: '/certification?search=Cert',
      session: roles.office(),
      resolvers: {
        Query: { certifications: (_: unknown, args: PageArgs) => pageOf(rows, args) },
        Mutation: {
          deleteCertification: (_: unknown, args: { id: string; redirectTo?: string }) => {
            deletes.push(args);
            rows.splice(
              rows.findIndex((row) => row.id === args.id),
              1,
            );
            return { ok: true, message: 'Certification deleted successfully.' };
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Certificate 002' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Certificate 002')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Certificate 002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    // The success is said in the product's own words, not the API's.
    expect(await screen.findByText('Certification deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Certification deleted successfully.')).not.toBeInTheDocument();
    expect(deletes).toEqual([{ id: '2', redirectTo: `${window.location.origin}/certification?search=Cert` }]);
    await waitFor(() => expect(screen.queryByText('Certificate 002')).not.toBeInTheDocument());
  });

  it('opens the export URL the server answers, with the list search', async () => {
    const exports: PageArgs[] = [];
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return null;
    }) as typeof window.open;
    try {
      const { user } = renderWithGraphQL(<screens.List />, {
        route: '/certification?search=Certificate',
        session: roles.office(),
        resolvers: {
          Query: { certifications: (_: unknown, args: PageArgs) => pageOf(certificationRows(3), args) },
          Mutation: {
            exportCertifications: (_: unknown, args: PageArgs) => {
              exports.push(args);
              return { url: 'http://127.0.0.1:9/files/exports/certifications.csv', fileName: 'certifications.csv' };
            },
          },
        },
      });
      await screen.findByText('Certificate 003');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByRole('link', { name: 'Download certifications.csv' })).toHaveAttribute(
        'href',
        'http://127.0.0.1:9/files/exports/certifications.csv',
      );
      expect(opened).toEqual(['http://127.0.0.1:9/files/exports/certifications.csv']);
      expect(exports[0]?.page).toMatchObject({ search: 'Certificate' });
    } finally {
      window.open = open;
    }
  });
});
