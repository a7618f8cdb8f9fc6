import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

const failing = (code: string, message: string) => ({
  Mutation: {
    login: () => {
      throw new GraphQLError(message, { extensions: { code } });
    },
  },
});

async function signIn(app: ReturnType<typeof renderApp>, email = 'office@practice.test', password = 'Office#2026') {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('stores the session and opens the dashboard', async () => {
    const seen: Array<{ email: string; password: string }> = [];
    const app = renderApp({
      resolvers: {
        Mutation: {
          login: (_: unknown, args: { email: string; password: string }) => {
            seen.push(args);
            return {
              token: 'tok-office',
              userId: '2',
              name: 'Dana Whitfield',
              email: 'office@practice.test',
              userType: 'Office Administrator',
              isSuperAdmin: false,
              permissions: [{ label: 'Agency', subLabel: 'agency-list', method: 'List' }],
            };
          },
        },
      },
    });
    await signIn(app);
    await waitFor(() => expect(app.path()).toBe('/dashboard'));
    expect(seen).toEqual([{ email: 'office@practice.test', password: 'Office#2026' }]);
    expect(app.runtime.session.get()).toMatchObject({ token: 'tok-office', isLoggedIn: true, userName: 'Dana Whitfield' });
    expect(window.localStorage.getItem('token')).toBe('tok-office');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello Dana Whitfield' })).toBeInTheDocument();
  });

  it('titles the alert with the server error text when the login status is not "1"', async () => {
    const app = renderApp({ resolvers: failing('LOGIN_FAILED', 'These credentials do not match our records.') });
    await signIn(app, 'office@practice.test', 'wrong');
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: 'These credentials do not match our records.' })).toBeInTheDocument();
    expect(app.path()).toBe('/');
    expect(app.runtime.session.get().isLoggedIn).toBe(false);
    // The form stays as it was.
    expect(screen.getByLabelText('Email')).toHaveValue('office@practice.test');
  });

  it("shows 'Error' / 'Something went wrong' for any other HTTP failure", async () => {
    const app = renderApp({ resolvers: failing('BAD_USER_INPUT', 'The email field is required.') });
    await signIn(app);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something went wrong');
  });

  it('shows a warning titled with the message when the request fails', async () => {
    const app = renderApp({ resolvers: failing('UPSTREAM_UNAVAILABLE', 'The practice API did not answer in time.') });
    await signIn(app);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveClass('message-alert-warning');
    expect(within(alert).getByRole('heading', { name: 'The practice API did not answer in time.' })).toBeInTheDocument();
    // The screen shows its own warning; the chain's network toast stays quiet for it.
    expect(app.runtime.notices.get().toasts).toEqual([]);
  });

  it('checks the fields before sending and ties each error to its field', async () => {
    const app = renderApp();
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password field is required');
    expect(email).toHaveFocus();

    await app.user.type(email, 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('The email field must be a valid email');
    expect(email).toHaveAttribute('type', 'email');
  });

  it('declares each field’s purpose for autofill: the email address and the current password', async () => {
    renderApp();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password from a labelled button', async () => {
    const app = renderApp();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a loading overlay while the request runs', async () => {
    let release: () => void = () => {};
    const app = renderApp({
      resolvers: {
        Mutation: {
          login: () =>
            new Promise((resolve, reject) => {
              release = () => reject(new GraphQLError('No', { extensions: { code: 'LOGIN_FAILED' } }));
              void resolve;
            }),
        },
      },
    });
    await signIn(app);
    expect(await screen.findByRole('status')).toContainElement(screen.getByLabelText('Signing in'));
    release();
    await screen.findByRole('alertdialog');
    expect(screen.queryByLabelText('Signing in')).not.toBeInTheDocument();
  });

  it('links to the forgot-password screen', async () => {
    const app = renderApp();
    await app.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(app.path()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });
});
