import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { roles } from '../../test/roles';

describe('forgot password', () => {
  it("shows the server's message as a success popup", async () => {
    const forgotPassword = vi.fn((_root: unknown, _args: { email: string }) => ({ ok: true, message: 'We have emailed your password reset link.' }));
    const app = renderApp({ route: '/forgot-password', resolvers: { Mutation: { forgotPassword } } });
    await app.user.type(await screen.findByLabelText('Email'), 'office@practice.test');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveClass('message-alert-success');
    expect(popup).toHaveTextContent('We have emailed your password reset link.');
    expect(forgotPassword.mock.calls[0]?.[1]).toEqual({ email: 'office@practice.test' });
  });

  it("shows the server's message as a warning popup on failure, beside the field too", async () => {
    const app = renderApp({
      route: '/forgot-password',
      resolvers: {
        Mutation: {
          forgotPassword: () => {
            throw new GraphQLError("We can't find a user with that email address.", {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ["We can't find a user with that email address."] } },
            });
          },
        },
      },
    });
    await app.user.type(await screen.findByLabelText('Email'), 'nobody@practice.test');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveClass('message-alert-warning');
    expect(popup).toHaveTextContent("We can't find a user with that email address.");
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription("We can't find a user with that email address.");
  });

  it('links back to sign in', async () => {
    const app = renderApp({ route: '/forgot-password' });
    await app.user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });
});

describe('change password', () => {
  it('sends the token from the route with the three fields and shows the server message', async () => {
    const changePassword = vi.fn((_root: unknown, _args: { input: Record<string, string> }) => ({
      ok: true,
      message: 'Your password has been reset.',
    }));
    const app = renderApp({ route: '/change-password/reset-abc', resolvers: { Mutation: { changePassword } } });
    await app.user.type(await screen.findByLabelText('Email'), 'office@practice.test');
    await app.user.type(screen.getByLabelText('New password'), 'Better#2027');
    await app.user.type(screen.getByLabelText('Confirm password'), 'Better#2027');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your password has been reset.');
    expect(changePassword.mock.calls[0]?.[1]).toEqual({
      input: { email: 'office@practice.test', password: 'Better#2027', confirmPassword: 'Better#2027', token: 'reset-abc' },
    });
  });

  it('shows a warning popup with the server message on failure', async () => {
    const app = renderApp({
      route: '/change-password/bad',
      resolvers: {
        Mutation: {
          changePassword: () => {
            throw new GraphQLError('This password reset token is invalid.', { extensions: { code: 'BAD_USER_INPUT' } });
          },
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Send' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveClass('message-alert-warning');
    expect(popup).toHaveTextContent('This password reset token is invalid.');
  });
});

describe('organisation single sign-on', () => {
  it('posts the route token, stores the session and opens the dashboard', async () => {
    const organizationLogin = vi.fn((_root: unknown, _args: { siteId: string; token: string }) => ({
      token: 'site-token',
      userId: '1',
      name: 'Morgan Reyes',
      email: 'admin@practice.test',
      userType: 'Super Admin',
      isSuperAdmin: true,
      permissions: [],
    }));
    const app = renderApp({ route: '/org-login/7/route-token', resolvers: { Mutation: { organizationLogin } } });
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    expect(organizationLogin.mock.calls[0]?.[1]).toEqual({ siteId: '7', token: 'route-token' });
    expect(app.runtime.session.get()).toMatchObject({ token: 'site-token', isLoggedIn: true, userType: 'Super Admin' });
  });

  it('goes home with an empty token', async () => {
    const app = renderApp({ route: '/org-login/7/' });
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp({
      route: '/org-login/7/bad',
      resolvers: {
        Mutation: {
          organizationLogin: () => {
            throw new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } });
          },
        },
      },
    });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(app.path()).toBe('/org-login/7/bad');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('the 403 page', () => {
  it('says plainly that the account may not open the page, inside the layout', async () => {
    renderApp({ route: '/403', session: roles.parent(), resolvers: { Query: { documentNotification: () => ({ pendingFileCount: 0 }) } } });
    expect(await screen.findByText('403: access denied')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
