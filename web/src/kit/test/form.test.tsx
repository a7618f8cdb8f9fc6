// The kit's add and edit pages against mocked resolvers: client validation, the server's field errors beside
// their fields, one write at a time, back to the list after a save.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens/certifications';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { badInput, certificationRows } from './fixtures';

function Pages() {
  return (
    <Routes>
      <Route path="/certification" element={<p>The certification list</p>} />
      <Route path="/add-certification" element={<screens.Add />} />
      <Route path="/edit-certification/:certification_id" element={<screens.Edit />} />
    </Routes>
  );
}

describe('the add and edit pages', () => {
  it('checks required and numeric fields on the client and ties each error to its field', async () => {
    let creates = 0;
    const { user } = renderWithGraphQL(<Pages />, {
      route: '/add-certification',
      session: roles.office(),
      resolvers: { Mutation: { createCertification: () => ((creates += 1), { id: '9' }) } },
    });
    await user.type(await screen.findByLabelText(/Valid for \(months\)/), '0');
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    const name = screen.getByLabelText(/^Name/);
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('The name field is required.').id);
    expect(screen.getByText('The valid for (months) field must be at least 1.')).toBeInTheDocument();
    expect(creates).toBe(0);
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('shows the server field errors beside their fields and stays on the form', async () => {
    const { user, path } = renderWithGraphQL(<Pages />, {
      route: '/add-certification',
      session: roles.office(),
      resolvers: {
        Mutation: {
          createCertification: () => {
            throw badInput({ name: ['The name has already been taken.'] });
          },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Registered Behavior Technician');
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    const message = await screen.findByText('The name has already been taken.');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-describedby')).toContain(message.id);
    expect(path()).toBe('/add-certification');
  });

  it('sends one create with the typed input, toasts, and goes back to the list', async () => {
    const inputs: unknown[] = [];
    let release: () => void = () => {};
    const { user, path } = renderWithGraphQL(<Pages />, {
      route: '/add-certification',
      session: roles.office(),
      resolvers: {
        Mutation: {
          createCertification: (_: unknown, args: { input: unknown }) => {
            inputs.push(args.input);
            return new Promise((resolve) => {
              release = () => resolve({ id: '9' });
            });
          },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Name/), '  Board Certified Behavior Analyst ');
    await user.type(screen.getByLabelText(/^Abbreviation/), 'BCBA');
    await user.type(screen.getByLabelText(/Valid for \(months\)/), '24');
    const save = screen.getByRole('button', { name: 'Add certification' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    release();
    expect(await screen.findByText('The certification list')).toBeInTheDocument();
    expect(path()).toBe('/certification');
    expect(await screen.findByText('Certification created.')).toBeInTheDocument();
    expect(inputs).toEqual([
      { name: 'Board Certified Behavior Analyst', abbreviation: 'BCBA', issuingBody: null, validityMonths: 24, description: null, status: 1 },
    ]);
  });

  it('loads the record into the edit form and saves the changes under its id', async () => {
    const record = { ...certificationRows(1)[0]!, id: '41', name: 'CPR and First Aid', status: 0 };
    const updates: Array<{ id: string; input: Record<string, unknown> }> = [];
    const { user } = renderWithGraphQL(<Pages />, {
      route: '/edit-certification/41',
      session: roles.office(),
      resolvers: {
        Query: { certification: (_: unknown, args: { id: string }) => (args.id === '41' ? record : null) },
        Mutation: {
          updateCertification: (_: unknown, args: { id: string; input: Record<string, unknown> }) => {
            updates.push(args);
            return { id: args.id };
          },
        },
      },
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('CPR and First Aid');
    expect(screen.getByLabelText('Status: Inactive')).not.toBeChecked();
    await user.clear(name);
    await user.type(name, 'CPR, AED and First Aid');
    await user.click(screen.getByLabelText('Status: Inactive'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The certification list')).toBeInTheDocument();
    expect(updates[0]?.id).toBe('41');
    expect(updates[0]?.input).toMatchObject({ name: 'CPR, AED and First Aid', status: 1 });
  });
});
