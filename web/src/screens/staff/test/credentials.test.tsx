// The record's Credentials tab: the staff member's credentials only, each with its standing as a tag, inside the
// record's frame (header with the most pressing credential); a credential added in the dialog belongs to them.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/render';
import { roles } from '../../../test/roles';
import { pageOf, type PageArgs } from '../../../kit/test/fixtures';
import { screens } from '../record';

const credential = (id: string, name: string, level: string, label: string, expiresOn: string) => ({
  id,
  userId: '7',
  certificationId: id,
  name,
  licenseNumber: null,
  issuedOn: null,
  expiresOn,
  notes: null,
  daysLeft: level === 'EXPIRED' ? -10 : 20,
  level,
  label,
});

describe('the Credentials tab', () => {
  it('lists the member’s credentials with their standing and adds one for them', async () => {
    const asked: unknown[] = [];
    const created: unknown[] = [];
    const { user } = renderWithGraphQL(
      <Routes>
        <Route path="/staff-credentials/:user_id" element={<screens.Credentials />} />
      </Routes>,
      {
        route: '/staff-credentials/7',
        session: roles.office(),
        resolvers: {
          Query: {
            staffMember: () => ({
              id: '7',
              name: 'Rowan Hale',
              email: 'rowan@practice.test',
              userType: 'Therapist',
              status: 1,
              title: { id: '1', name: 'BCBA' },
              credentialAlert: { level: 'EXPIRED', label: 'Expired', daysLeft: -10, name: 'CPR and First Aid', count: 2 },
            }),
            staffCredentials: (_: unknown, args: PageArgs & { userId: string }) => {
              asked.push(args.userId);
              return pageOf(
                [
                  credential('8', 'CPR and First Aid', 'EXPIRED', 'Expired', '2026-11-14'),
                  credential('1', 'Board Certified Behavior Analyst', 'WITHIN_30_DAYS', 'Expires in 20 days', '2026-12-14'),
                ],
                args,
              );
            },
            certifications: () => ({
              pageInfo: { total: 1, currentPage: 1, lastPage: 1, perPage: 500, from: 1, to: 1 },
              nodes: [{ id: '4', name: 'Registered Behavior Technician' }],
            }),
          },
          Mutation: { createStaffCredential: (_: unknown, args: { input: unknown }) => (created.push(args.input), { id: '99' }) },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Rowan Hale' })).toBeInTheDocument();
    expect(await screen.findByText('Expires in 20 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CPR and First Aid: Expired and 1 more\s?, open the credentials/ })).toHaveAttribute(
      'href',
      '/staff-credentials/7',
    );
    expect(asked[0]).toBe('7');
    expect(within(screen.getByRole('navigation', { name: 'Staff record' })).getByRole('link', { name: 'Credentials' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Add credential' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Registered Behavior Technician' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^Certification/), '4');
    await user.type(within(dialog).getByLabelText(/^Expires/), '12/31/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Add credential' }));
    await waitFor(() => expect(created).toEqual([expect.objectContaining({ userId: '7', certificationId: '4', expiresOn: '2027-12-31' })]));
  });
});
