// The staff list and form on the kit: credential flags as tags, the filters sent from the address, a taken email
// shown beside its field with nothing saved, and a missing name refused before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { pageOf, type PageArgs } from '../../../kit/test/fixtures';
import { screens } from '..';

type Args = PageArgs & { filter?: Record<string, unknown> | null };

const member = (id: string, name: string, alert: { level: string; label: string } | null) => ({
  id,
  name,
  firstName: name.split(' ')[0],
  lastName: name.split(' ')[1],
  email: `${name.split(' ')[0]!.toLowerCase()}@practice.test`,
  phone: '(555) 000-1111',
  userType: 'Therapist',
  status: 1,
  titleId: '4',
  title: { id: '4', name: 'RBT' },
  address: null,
  city: null,
  state: null,
  zip: null,
  hireDate: null,
  npi: null,
  serviceLines: [],
  deletedAt: null,
  credentialAlert: alert && { ...alert, daysLeft: alert.level === 'EXPIRED' ? -3 : 5, name: 'CPR and First Aid', count: 1 },
});

const rows = [
  member('11', 'Rowan Hale', { level: 'EXPIRED', label: 'Expired' }),
  member('12', 'Sky Patel', { level: 'WITHIN_7_DAYS', label: 'Expires in 5 days' }),
  member('13', 'Lee Moss', null),
];

const options = {
  allServiceLines: () => [{ id: '1', name: 'ABA Therapy' }],
  allFunders: () => [{ id: '2', name: 'Aetna' }],
  staffTitles: () => ({ pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 500, from: 1, to: 1 }, nodes: [{ id: '4', name: 'RBT' }] }),
};

function Pages() {
  return (
    <Routes>
      <Route path="/staff" element={<screens.List />} />
      <Route path="/add-staff" element={<screens.Add />} />
    </Routes>
  );
}

describe('the staff list', () => {
  it('flags credentials with tags and sends the filters the address holds', async () => {
    const calls: Args[] = [];
    renderWithGraphQL(<Pages />, {
      route: '/staff?title=4&status=1',
      session: roles.office(),
      resolvers: { Query: { ...options, staffMembers: (_: unknown, args: Args) => (calls.push(args), pageOf(rows, args)) } },
    });
    expect(await screen.findByText('Expires in 5 days')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rowan Hale' })).toHaveAttribute('href', '/edit-staff/11');
    expect(calls[0]?.filter).toEqual({ title: '4', status: 1 });
    expect(screen.getByLabelText('Title')).toHaveValue('4');
  });

  it('shows a taken email beside its field, and refuses a missing name before sending', async () => {
    const inputs: unknown[] = [];
    const { user } = renderWithGraphQL(<Pages />, {
      route: '/add-staff',
      session: roles.office(),
      resolvers: {
        Query: options,
        Mutation: {
          createStaffMember: (_: unknown, args: { input: unknown }) => {
            inputs.push(args.input);
            throw new GraphQLError('The email has already been taken.', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['The email has already been taken.'] } },
            });
          },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'therapist@practice.test');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('The first name field is required.')).toBeInTheDocument();
    expect(inputs).toEqual([]);

    await user.type(screen.getByLabelText(/^First name/), 'Riley');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    await waitFor(() => expect(inputs).toEqual([expect.objectContaining({ firstName: 'Riley', email: 'therapist@practice.test' })]));
  });
});
