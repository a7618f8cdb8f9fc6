// The student list against mocked resolvers: the whole list state in the address (bookmarkable, Back works), the
// filters as the schema's StudentFilter, page sizes, and the authorization alert flags.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudentList } from '../list/StudentList';
import { readState, toFilter, writeState } from '../list/studentFilter';
import { renderApp, renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { listLookups, studentPage, studentRows, type ListArgs } from './fixtures';

function resolvers(calls: ListArgs[], pendingCount = 0) {
  const rows = studentRows(120);
  return {
    Query: {
      ...listLookups(pendingCount),
      students: (_: unknown, args: ListArgs) => {
        calls.push(args);
        return studentPage(rows, args);
      },
    },
  };
}

describe('the list state in the address', () => {
  it('reads and writes every filter, search, sort, page and page size', () => {
    const params = new URLSearchParams(
      'funder=3&authStart=02/30/2026&authEnd=2026-03-31&dobMonth=4&dobYear=2016&status=0&search=ann&sort=first_name&dir=asc&page=2&perPage=500',
    );
    const state = readState(params);
    expect(state).toMatchObject({ page: 2, perPage: 500, search: 'ann', sortField: 'first_name', sortBy: 'ASC' });
    // 02/30 is not a real date: that filter is dropped, not sent.
    expect(toFilter(state.filters)).toEqual({ funder: '3', dobMonth: 4, dobYear: 2016, status: 0, authorizationEndDate: '2026-03-31' });
    expect(writeState(state).toString()).toBe(params.toString());
  });

  it('falls back to 50 rows, page 1 and descending order for values it does not know', () => {
    expect(readState(new URLSearchParams('perPage=75&page=-2&dir=sideways&dobMonth=13'))).toMatchObject({ perPage: 50, page: 1, sortBy: 'DESC' });
    expect(toFilter({ dobMonth: '13' })).toEqual({});
  });
});

describe('the student list', () => {
  it('claims no count before the first answer, and says No records only when the answer is empty', async () => {
    const pending: ((page: ReturnType<typeof studentPage>) => void)[] = [];
    const base = resolvers([]);
    const held = { Query: { ...base.Query, students: () => new Promise((resolve) => pending.push(resolve)) } };
    renderWithGraphQL(<StudentList />, { route: '/student', resolvers: held, session: roles.office() });
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByLabelText('Loading students')).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    act(() => pending[0]?.(studentPage([], { page: { page: 1, perPage: 50 } })));
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('opens a shared address with its filters, page size and page applied', async () => {
    const calls: ListArgs[] = [];
    renderWithGraphQL(<StudentList />, {
      route: '/student?funder=3&dobMonth=4&perPage=100&page=1',
      resolvers: resolvers(calls),
      session: roles.office(),
    });
    expect(await screen.findByText('Student 001')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ page: { page: 1, perPage: 100, sortBy: 'DESC' }, filter: { funder: '3', dobMonth: 4 } });
    expect(screen.getByLabelText('Funder')).toHaveValue('3');
    expect(screen.getByLabelText('Birth month')).toHaveValue('4');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('100');
  });

  it('opens on its rows with the filters closed, asking for their options only when they open', async () => {
    let optionsAsked = 0;
    const base = resolvers([]);
    const counted = {
      Query: {
        ...base.Query,
        studentFilterOptions: (...args: Parameters<typeof base.Query.studentFilterOptions>) => {
          optionsAsked += 1;
          return base.Query.studentFilterOptions(...args);
        },
      },
    };
    const { user } = renderWithGraphQL(<StudentList />, { route: '/student', resolvers: counted, session: roles.office() });
    await screen.findByText('Student 001');
    expect(screen.queryByRole('group', { name: 'Student filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(optionsAsked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('group', { name: 'Student filters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Medicaid' })).toBeInTheDocument());
    expect(optionsAsked).toBe(1);
  });

  it('puts each filter change in the address, and Back undoes it', async () => {
    const calls: ListArgs[] = [];
    const { user, router } = renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers(calls), session: roles.office() });
    await screen.findByText('Student 001');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Medicaid' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Funder'), 'Medicaid');
    await waitFor(() => expect(router.state.location.search).toBe('?funder=4'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ funder: '4' }));
    await user.selectOptions(screen.getByLabelText('Birth month'), 'Apr');
    await waitFor(() => expect(router.state.location.search).toBe('?funder=4&dobMonth=4'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ funder: '4', dobMonth: 4 }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ funder: '4', dobMonth: 4, status: 0 }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?funder=4&dobMonth=4'));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue(''));
    expect(screen.getByLabelText('Birth month')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({}));
  });

  it('changes the page size to 500 and back to page 1, in the address', async () => {
    const calls: ListArgs[] = [];
    const { user, router } = renderWithGraphQL(<StudentList />, { route: '/student?page=2', resolvers: resolvers(calls), session: roles.office() });
    expect(await screen.findByText('Student 051')).toBeInTheDocument();
    expect([...screen.getByLabelText('Rows per page').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '50',
      '100',
      '150',
      '200',
      '500',
    ]);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '500');
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=500'));
    await waitFor(() => expect(calls.at(-1)?.page).toMatchObject({ page: 1, perPage: 500 }));
    expect(await screen.findByText('1–120 of 120')).toBeInTheDocument();
  });

  it('checks a typed birth year and date, and drops a date that is not real', async () => {
    const calls: ListArgs[] = [];
    const { user, router } = renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers(calls), session: roles.office() });
    await screen.findByText('Student 001');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Birth year'), '2016{Enter}');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ dobYear: 2016 }));
    await user.type(screen.getByLabelText('Authorization start'), '13/45/2026{Enter}');
    expect(await screen.findByText(/Not used/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?dobYear=2016');
    await user.clear(screen.getByLabelText('Authorization start'));
    await user.type(screen.getByLabelText('Authorization start'), '01/15/2026{Enter}');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ dobYear: 2016, authorizationStartDate: '2026-01-15' }));
  });

  it('flags the authorizations that need attention on the row and above the grid', async () => {
    const calls: ListArgs[] = [];
    renderWithGraphQL(<StudentList />, { route: '/student?sort=first_name&dir=asc', resolvers: resolvers(calls), session: roles.office() });
    expect(await screen.findByText('PA-1001: Ends in 12 days · 5 units left (5%)')).toBeInTheDocument();
    expect(screen.getByText(/on this page has an authorization ending within 30 days or with under 10% of its units left/)).toBeInTheDocument();
  });

  it('shows the pending-import banner when the import status counts pending students', async () => {
    renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers([], 3), session: roles.office() });
    expect(await screen.findByText('3 imported students are still being saved. The list will refresh shortly.')).toBeInTheDocument();
  });

  it('asks before deleting a student, sends the delete once with the page it came from, and refreshes the list', async () => {
    const calls: ListArgs[] = [];
    const deletes: { id: string; redirectTo?: string | null }[] = [];
    const base = resolvers(calls);
    const withDelete = {
      ...base,
      Mutation: {
        deleteStudent: (_: unknown, args: { id: string; redirectTo?: string | null }) => {
          deletes.push(args);
          return { ok: true, message: 'Student deleted.' };
        },
      },
    };
    const { user } = renderWithGraphQL(<StudentList />, { route: '/student', resolvers: withDelete, session: roles.office() });
    await user.click(await screen.findByRole('button', { name: 'Delete Student 001' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete student Student 001?');
    const listed = calls.length;
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]).toMatchObject({ redirectTo: expect.stringMatching(/\/student$/) });
    await waitFor(() => expect(calls.length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('gives an editor one button to the record, Edit, where a reader has Open', async () => {
    renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers([]), session: roles.office() });
    expect(await screen.findByRole('button', { name: 'Edit Student 001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Student 001' })).not.toBeInTheDocument();
  });

  it('offers no writes to a therapist, whose permissions allow only the list', async () => {
    renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers([]), session: roles.therapist() });
    expect(await screen.findByRole('button', { name: 'Open Student 001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add student' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Student 001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Student 001' })).not.toBeInTheDocument();
  });

  it('opens a record on its profile, by its name or its Open button', async () => {
    const { user, path } = renderWithGraphQL(<StudentList />, { route: '/student', resolvers: resolvers([]), session: roles.therapist() });
    expect(await screen.findByRole('link', { name: 'Student 001' })).toHaveAttribute('href', '/edit-student/1');
    await user.click(screen.getByRole('button', { name: 'Open Student 001' }));
    await waitFor(() => expect(path()).toBe('/edit-student/1'));
  });
});

describe('the student list route', () => {
  it('asks for the first page before the list has mounted, and the list asks no second time', async () => {
    const calls: ListArgs[] = [];
    const listMounted: boolean[] = [];
    const base = resolvers(calls);
    const watched = {
      Query: {
        ...base.Query,
        students: (parent: unknown, args: ListArgs) => {
          listMounted.push(document.querySelector('[aria-label="Students actions"]') !== null);
          return base.Query.students(parent, args);
        },
      },
    };
    renderApp({ route: '/student?perPage=100&funder=3', resolvers: watched, session: roles.office() });
    expect(await screen.findByText('Student 001')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ page: { page: 1, perPage: 100 }, filter: { funder: '3' } });
    // The route's loader sent it, not the list on mounting.
    expect(listMounted).toEqual([false]);
  });

  it('starts nothing for a user the guard sends to the 403 page', async () => {
    const calls: ListArgs[] = [];
    const { path } = renderApp({ route: '/student', resolvers: resolvers(calls), session: roles.parent() });
    await waitFor(() => expect(path()).toBe('/403'));
    expect(calls).toHaveLength(0);
  });
});
