// One's own profile: the fields asking for the person's own details say what they are for (autofill and assistive
// technology read it), and the ways to their own pages, pay included for staff and not for a parent.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../test/render';
import { roles } from '../../test/roles';
import { Profile } from './Profile';

const record = (userType: string) => ({
  id: '3',
  name: 'Jordan Ellis',
  firstName: 'Jordan',
  lastName: 'Ellis',
  email: 'therapist@practice.test',
  phone: '(555) 010-0003',
  userType,
  title: null,
});

describe('the profile', () => {
  it("declares the purpose of each field of the person's own details, and links their pay", async () => {
    renderWithGraphQL(<Profile />, {
      route: '/profile',
      session: roles.therapist(),
      resolvers: { Query: { me: () => ({ id: '3' }), staffMember: () => record('Therapist') } },
    });
    expect(await screen.findByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('link', { name: 'My pay' })).toHaveAttribute('href', '/profile-pay/3');
  });

  it('offers a parent no pay page', async () => {
    renderWithGraphQL(<Profile />, { route: '/profile', session: roles.parent(), resolvers: { Query: { staffMember: () => record('Parent') } } });
    await screen.findByLabelText(/^First name/);
    expect(screen.getByRole('link', { name: 'My signature' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My pay' })).toBeNull();
  });
});
