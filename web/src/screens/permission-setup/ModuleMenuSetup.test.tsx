// Module and Menu Setup against mocked resolvers: the name checked once typing pauses, the inline state, and the
// module saved with its menus and methods.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { screens } from './index';

function Pages() {
  return (
    <Routes>
      <Route path="/module-and-menu-setup" element={<p>The modules</p>} />
      <Route path="/edit-module-and-menu/:module" element={<screens.Edit />} />
    </Routes>
  );
}

describe('module and menu setup', () => {
  it('checks a name 500 ms after typing stops, shows taken or available, and saves the module', async () => {
    const checks: string[] = [];
    const saved: unknown[] = [];
    const { user, path } = renderWithGraphQL(<Pages />, {
      route: '/edit-module-and-menu/new',
      session: roles.superAdmin(),
      resolvers: {
        Query: {
          permissionNameCheck: (_: unknown, args: { name: string }) => {
            checks.push(args.name);
            const taken = ['agency', 'agency-list'].includes(args.name.toLowerCase());
            return { name: args.name, available: !taken, message: taken ? 'The name has already been taken.' : 'The name is available.' };
          },
        },
        Mutation: {
          savePermissionModule: (_: unknown, args: { input: unknown }) => {
            saved.push(args.input);
            return { id: '90', label: 'Intake', menus: [] };
          },
        },
      },
    });
    const label = await screen.findByLabelText(/Module name \(label\)/);
    await user.type(label, 'Agency');
    expect(await screen.findByText('Taken: The name has already been taken.')).toBeInTheDocument();
    // One question for the whole word, not one per keystroke.
    expect(checks).toEqual(['Agency']);
    expect(label.getAttribute('aria-describedby')).toContain(screen.getByText('Taken: The name has already been taken.').closest('[id]')?.id);

    await user.click(screen.getByRole('button', { name: 'Add module' }));
    expect(await screen.findByText('The name has already been taken.', { selector: 'span' })).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(label);
    await user.type(label, 'Intake');
    await waitFor(() => expect(checks.at(-1)).toBe('Intake'));
    const menu = screen.getByRole('group', { name: 'Menu 1' });
    await user.type(within(menu).getByLabelText(/Menu name/), 'intake-list');
    await waitFor(() => expect(screen.getAllByText('Available')).toHaveLength(2));
    await user.click(within(menu).getByLabelText('Delete'));
    await user.click(within(menu).getByLabelText('Go To Website'));
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(path()).toBe('/module-and-menu-setup'));
    expect(saved).toEqual([
      { updateId: null, label: 'Intake', menus: [{ subLabel: 'intake-list', methods: ['List', 'Add', 'Edit', 'Go To Website'] }] },
    ]);
    expect(await screen.findByText('Module created.')).toBeInTheDocument();
  });
});
