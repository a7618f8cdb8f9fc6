// Role editing against mocked resolvers: the role's permission items shown in the module tree, a whole module taken
// with its checkbox, and the role saved with the ids.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { screens } from './index';

const items = [
  { id: '1', label: 'Agency', subLabel: 'agency-list', method: 'List' },
  { id: '2', label: 'Agency', subLabel: 'agency-list', method: 'Add' },
  { id: '3', label: 'Funders', subLabel: 'payers-list', method: 'List' },
  { id: '4', label: 'Funders', subLabel: 'payers-list', method: 'Edit' },
  { id: '5', label: 'Funders', subLabel: 'payers-plan-list', method: 'List' },
];

describe('role editing', () => {
  it('shows the role’s permissions in the tree and saves the ones chosen', async () => {
    const updates: Array<{ id: string; input: { permissionIds: string[]; name: string } }> = [];
    const { user, path } = renderWithGraphQL(
      <Routes>
        <Route path="/roles" element={<p>The roles</p>} />
        <Route path="/edit-role/:role_id" element={<screens.Edit />} />
      </Routes>,
      {
        route: '/edit-role/7',
        session: roles.superAdmin(),
        resolvers: {
          Query: {
            allPermissions: () => items,
            role: () => ({ id: '7', name: 'Intake Coordinator', description: null, status: 1, permissionIds: ['1'], permissions: [items[0]] }),
          },
          Mutation: {
            updateRole: (_: unknown, args: (typeof updates)[number]) => {
              updates.push(args);
              return { id: args.id };
            },
          },
        },
      },
    );
    expect(await screen.findByLabelText(/Role name/)).toHaveValue('Intake Coordinator');
    const agency = await screen.findByRole('checkbox', { name: 'Agency (1/2)' });
    expect(agency).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Show the menus of Funders' }));
    const plans = screen.getByRole('group', { name: 'Funders: payers-plan-list' });
    expect(within(plans).getByRole('checkbox', { name: 'payers-plan-list List' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Funders (0/3)' }));
    expect(within(plans).getByRole('checkbox', { name: 'payers-plan-list List' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(path()).toBe('/roles'));
    expect(updates[0]?.id).toBe('7');
    expect([...(updates[0]?.input.permissionIds ?? [])].sort()).toEqual(['1', '3', '4', '5']);
  });

  it('refuses a role without permissions', async () => {
    const { user } = renderWithGraphQL(<screens.Add />, {
      route: '/add-role',
      session: roles.superAdmin(),
      resolvers: { Query: { allPermissions: () => items } },
    });
    await user.type(await screen.findByLabelText(/Role name/), 'Empty');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('The permissions field is required.')).toBeInTheDocument();
  });
});
