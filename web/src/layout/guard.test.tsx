import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { protectedMetaFor } from '../routes';
import { signedOutSession, type Session } from '../session';
import { renderApp, signedInAs } from '../test/render';
import { roles } from '../test/roles';
import { guardRedirect } from './guard';

const session = (partial: Partial<Session>): Session => ({ ...signedOutSession, ...partial });

describe('the route guard decision', () => {
  it('sends a route without meta home', () => {
    expect(guardRedirect(session(roles.superAdmin()), undefined)).toBe('/');
  });

  it('sends a signed-out user home', () => {
    expect(guardRedirect(signedOutSession, protectedMetaFor('/dashboard'))).toBe('/');
  });

  it('sends a non-Super-Admin with no stored permission list home', () => {
    expect(guardRedirect(session({ ...roles.therapist(), userPermission: null }), protectedMetaFor('/dashboard'))).toBe('/');
    expect(guardRedirect(session({ ...roles.superAdmin(), userPermission: null }), protectedMetaFor('/dashboard'))).toBeNull();
  });

  it('sends a missing permission to /403, and lets a label or a subLabel through', () => {
    const therapist = session(roles.therapist());
    expect(guardRedirect(therapist, protectedMetaFor('/agency'))).toBe('/403');
    expect(guardRedirect(therapist, protectedMetaFor('/student'))).toBeNull();
    expect(guardRedirect(session(signedInAs('Staff', [{ label: 'X', subLabel: 'Agency', method: null }])), protectedMetaFor('/agency'))).toBeNull();
  });

  it('keeps organisations and Module and Menu Setup for the Super Admin', () => {
    const office = session(roles.office());
    expect(guardRedirect(office, protectedMetaFor('/organization'))).toBe('/403');
    expect(guardRedirect(office, protectedMetaFor('/module-and-menu-setup'))).toBe('/403');
    expect(guardRedirect(session(roles.superAdmin()), protectedMetaFor('/organization'))).toBeNull();
  });

  it('needs no permission for the dashboard, the profile document preview and /403', () => {
    const parent = session(roles.parent());
    for (const path of ['/dashboard', '/profile-document-preview', '/403']) expect(guardRedirect(parent, protectedMetaFor(path))).toBeNull();
  });
});

describe('the guard in the app', () => {
  it('sends a signed-out visitor of a protected page to sign-in', async () => {
    const app = renderApp({ route: '/student' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/');
  });

  it('lands a therapist opening an admin route on the 403 page', async () => {
    const app = renderApp({ route: '/agency', session: roles.therapist() });
    expect(await screen.findByText('403: access denied')).toBeInTheDocument();
    expect(app.path()).toBe('/403');
  });

  it('sends a signed-in user from sign-in to the dashboard', async () => {
    const app = renderApp({ route: '/', session: roles.parent() });
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Hello Casey Morgan' })).toBeInTheDocument();
  });

  it('sends an unknown address home', async () => {
    const app = renderApp({ route: '/no-such-page' });
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('shows a route inside the layout with its title and breadcrumbs', async () => {
    renderApp({ route: '/graph/fluency-rate', session: roles.office() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fluency Rate' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Dashboard');
    expect(crumbs).toHaveTextContent('Graph');
    expect(crumbs).toHaveTextContent('Fluency Rate');
  });
});
