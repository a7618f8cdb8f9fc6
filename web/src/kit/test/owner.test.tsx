// A resource with an owner: its pages read the owner's id from the address, send it with the list and the add form,
// and carry it in the addresses they go to; an edit page addressed by the record alone finds its owner in the record.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screens as funderContacts } from '../../screens/funders/contacts';
import { screens as schoolContacts } from '../../screens/schools/contacts';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { pageOf, type PageArgs } from './fixtures';

type Filtered = PageArgs & { filter?: Record<string, string> | null };

const contact = (id: string, funderId: string, name: string) => ({
  id,
  funderId,
  name,
  title: null,
  email: null,
  phone: null,
  extension: null,
  notes: null,
  status: 1,
});

function FunderPages() {
  return (
    <Routes>
      <Route path="/payer-cases/:payer_id" element={<funderContacts.List />} />
      <Route path="/add-payer-case/:payer_id" element={<funderContacts.Add />} />
      <Route path="/edit-payer-case/:payer_cases_id" element={<funderContacts.Edit />} />
    </Routes>
  );
}

describe('a resource with an owner', () => {
  it('lists the owner’s records, adds one for that owner and goes back to the owner’s list', async () => {
    const filters: unknown[] = [];
    const inputs: unknown[] = [];
    const rows = [contact('1', '7', 'Dana Reyes'), contact('2', '8', 'Other Funder Contact')];
    const { user, path } = renderWithGraphQL(<FunderPages />, {
      route: '/payer-cases/7',
      session: roles.office(),
      resolvers: {
        Query: {
          funder: (_: unknown, args: { id: string }) => ({ id: args.id, name: `Funder ${args.id}` }),
          funderContacts: (_: unknown, args: Filtered) => {
            filters.push(args.filter);
            return pageOf(
              rows.filter((row) => row.funderId === args.filter?.funderId),
              args,
            );
          },
        },
        Mutation: { createFunderContact: (_: unknown, args: { input: unknown }) => (inputs.push(args.input), { id: '9' }) },
      },
    });
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(screen.queryByText('Other Funder Contact')).not.toBeInTheDocument();
    expect(filters).toContainEqual({ funderId: '7' });

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(path()).toBe('/add-payer-case/7'));
    await user.type(await screen.findByLabelText(/^Name/), 'Sam Ortiz');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(path()).toBe('/payer-cases/7'));
    expect(inputs).toEqual([expect.objectContaining({ name: 'Sam Ortiz', funderId: '7' })]);
  });

  it('finds the owner of a record whose edit address carries only its id, and goes back to that owner’s list', async () => {
    const updates: unknown[] = [];
    const { user, path } = renderWithGraphQL(<FunderPages />, {
      route: '/edit-payer-case/3',
      session: roles.office(),
      resolvers: {
        Query: {
          funder: (_: unknown, args: { id: string }) => ({ id: args.id, name: `Funder ${args.id}` }),
          funderContact: () => ({ ...contact('3', '12', 'Lee Park'), funder: { id: '12', name: 'Funder 12' } }),
          funderContacts: (_: unknown, args: Filtered) => pageOf([], args),
        },
        Mutation: { updateFunderContact: (_: unknown, args: { id: string; input: unknown }) => (updates.push(args), { id: args.id }) },
      },
    });
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Lee Park'));
    await user.type(name, ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(path()).toBe('/payer-cases/12'));
    expect(updates).toEqual([{ id: '3', input: expect.objectContaining({ name: 'Lee Park Jr.', funderId: '12' }) }]);
  });

  it('adds in a dialog over the owner’s list, sending the owner’s id', async () => {
    const filters: unknown[] = [];
    const inputs: unknown[] = [];
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/school-contacts/:school_id" element={<schoolContacts.List />} />
      </Routes>,
      {
        route: '/school-contacts/5',
        session: roles.office(),
        resolvers: {
          Query: {
            school: (_: unknown, args: { id: string }) => ({ id: args.id, name: 'Lincoln Elementary' }),
            schoolContacts: (_: unknown, args: Filtered) => (filters.push(args.filter), pageOf([], args)),
          },
          Mutation: { createSchoolContact: (_: unknown, args: { input: unknown }) => (inputs.push(args.input), { id: '4' }) },
        },
      },
    );
    expect(await screen.findByText('The contacts of Lincoln Elementary.')).toBeInTheDocument();
    expect(filters).toContainEqual({ schoolId: '5' });
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    await user.type(await screen.findByLabelText(/^Name/), 'Ms. Alvarez');
    await user.click(screen.getAllByRole('button', { name: 'Add contact' }).at(-1)!);
    await waitFor(() => expect(inputs).toEqual([expect.objectContaining({ name: 'Ms. Alvarez', schoolId: '5' })]));
  });
});
