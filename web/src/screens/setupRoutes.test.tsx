// The setup screens inside the whole app: behind their permission (the therapist is sent to /403), and the funder
// pages titled with the selected funder's name.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { roles } from '../test/roles';

describe('setup screens in the app', () => {
  it('refuses a therapist at a setup route', async () => {
    const app = renderApp({ route: '/certification', session: roles.therapist() });
    await waitFor(() => expect(app.path()).toBe('/403'));
  });

  it('opens a setup list for the office administrator', async () => {
    renderApp({
      route: '/coverage-type',
      session: roles.office(),
      resolvers: {
        Query: {
          coverageTypes: () => ({
            pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 1 },
            nodes: [{ id: '1', name: 'Medicaid Managed Care', description: null, status: 1 }],
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage Types' })).toBeInTheDocument();
    expect(await screen.findByText('Medicaid Managed Care')).toBeInTheDocument();
  });

  it('titles a funder page with the funder’s name', async () => {
    renderApp({
      route: '/payer-cases/5',
      session: roles.office(),
      resolvers: {
        Query: {
          funder: () => ({ id: '5', name: 'Harbor Regional Center' }),
          funderContacts: () => ({ pageInfo: { total: 0, currentPage: 1, lastPage: 1, perPage: 50, from: null, to: null }, nodes: [] }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funder Contacts - Harbor Regional Center' })).toBeInTheDocument();
  });
});
