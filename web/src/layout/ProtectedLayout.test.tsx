import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createRuntime } from '../app/runtime';
import { appRoutes } from '../routes';
import { renderApp } from '../test/render';
import { roles } from '../test/roles';
import { obfuscateEmail } from './hrPlatform';
import { useFunderHeader } from './selectedFunder';

/** Returns once the layout has asked for the pending documents and drawn what the answer says. */
async function answered(asked: () => unknown): Promise<void> {
  await screen.findByRole('heading', { level: 2, name: /^Hello / });
  await waitFor(() => expect(asked).toHaveBeenCalled());
  // The answer reaches the component through resolved promises: act returns once React has drawn what they set.
  await act(async () => undefined);
}

const noDocuments = { Query: { documentNotification: () => ({ message: null, lead: null, highlight: null, pendingFileCount: 0 }) } };

describe('the protected layout', () => {
  it('greets the user in the header and on the dashboard, with the footer below', async () => {
    renderApp({ route: '/dashboard', session: roles.office(), resolvers: noDocuments });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello Dana Whitfield' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Hello Dana Whitfield')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/Copyright ©/);
    expect(footer).toHaveTextContent('Version 1.2.0');
  });

  it('links to the HR platform with the obfuscated email for a Go To Website permission', async () => {
    renderApp({ route: '/dashboard', session: roles.office(), resolvers: noDocuments });
    const link = await screen.findByRole('link', { name: /HR Platform/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('token')).toBe(obfuscateEmail('office@practice.test'));
    expect(url.searchParams.get('token')).toBe(btoa('tset.ecitcarp@eciffo'));
    expect(link.getAttribute('href')).not.toContain('office@practice.test');
  });

  it('shows the HR platform link to the Super Admin', async () => {
    renderApp({ route: '/dashboard', session: roles.superAdmin() });
    expect(await screen.findByRole('link', { name: /HR Platform/ })).toBeInTheDocument();
  });

  it('hides the HR platform link without the permission', async () => {
    renderApp({ route: '/dashboard', session: roles.therapist(), resolvers: noDocuments });
    await screen.findByRole('heading', { level: 2, name: 'Hello Jordan Ellis' });
    expect(screen.queryByRole('link', { name: /HR Platform/ })).not.toBeInTheDocument();
  });

  it('signs out through logout, clears the session and goes home', async () => {
    const logout = vi.fn(() => ({ ok: true, message: 'Logged out' }));
    const app = renderApp({ route: '/dashboard', session: roles.office(), resolvers: { ...noDocuments, Mutation: { logout } } });
    await app.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(app.runtime.session.get()).toMatchObject({ token: null, userPermission: null, isLoggedIn: false, userType: null });
    for (const key of ['token', 'userPermission', 'isLoggedIn', 'userType']) expect(window.localStorage.getItem(key)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the profile from the profile menu', async () => {
    const app = renderApp({ route: '/dashboard', session: roles.parent(), resolvers: noDocuments });
    await app.user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(app.path()).toBe('/profile'));
  });

  it("asks users who are not the Super Admin to upload pending documents, and 'Upload Now' opens their documents", async () => {
    const app = renderApp({
      route: '/dashboard',
      session: roles.therapist(),
      resolvers: {
        Query: {
          documentNotification: () => ({
            message: 'Please upload your pending documents: 3 documents are awaiting upload',
            lead: 'Please upload your pending documents',
            highlight: '3 documents are awaiting upload',
            pendingFileCount: 3,
          }),
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Please Upload Documents' });
    expect(within(dialog).getByText('3 documents are awaiting upload').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent('Please upload your pending documents: 3 documents are awaiting upload');
    await app.user.click(within(dialog).getByRole('button', { name: 'Upload Now' }));
    await waitFor(() => expect(app.path()).toBe('/profile-documents/3'));
  });

  it('hands focus to the page when closed with Escape', async () => {
    const notice = { Query: { documentNotification: () => ({ message: 'a: b', lead: 'a', highlight: 'b', pendingFileCount: 1 }) } };
    const app = renderApp({ route: '/dashboard', session: roles.therapist(), resolvers: notice });
    const dialog = await screen.findByRole('dialog', { name: 'Please Upload Documents' });
    // Escape is the notice's while the focus is in it (a person tabs to its button).
    act(() => within(dialog).getByRole('button', { name: 'Upload Now' }).focus());
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main-content')));
    expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument();
  });

  it('stays away for the rest of the tab session once dismissed', async () => {
    const notice = { Query: { documentNotification: () => ({ message: 'a: b', lead: 'a', highlight: 'b', pendingFileCount: 1 }) } };
    const first = renderApp({ route: '/dashboard', session: roles.therapist(), resolvers: notice });
    const dialog = await screen.findByRole('dialog', { name: 'Please Upload Documents' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument());
    first.unmount();
    const asked = vi.fn(notice.Query.documentNotification);
    renderApp({ route: '/dashboard', session: roles.therapist(), resolvers: { Query: { documentNotification: asked } } });
    await answered(asked);
    expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument();
  });

  it('shows no notice when nothing is pending', async () => {
    const asked = vi.fn(noDocuments.Query.documentNotification);
    renderApp({ route: '/dashboard', session: roles.therapist(), resolvers: { Query: { documentNotification: asked } } });
    await answered(asked);
    expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument();
  });

  it('never asks the Super Admin for documents', async () => {
    const documentNotification = vi.fn(() => ({ message: 'x: y', lead: 'x', highlight: 'y', pendingFileCount: 4 }));
    renderApp({ route: '/dashboard', session: roles.superAdmin(), resolvers: { Query: { documentNotification } } });
    await screen.findByRole('heading', { level: 2, name: 'Hello Morgan Reyes' });
    expect(documentNotification).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Please Upload Documents' })).not.toBeInTheDocument();
  });

  it('shows the help-desk Message dialog, 500 wide, not closed by an outside click, cleared on close', async () => {
    const app = renderApp({ route: '/dashboard', session: roles.parent(), resolvers: noDocuments });
    await screen.findByRole('heading', { level: 2, name: 'Hello Casey Morgan' });
    app.runtime.notices.showHelpDeskMessage('Your ticket #12 was answered.');
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveStyle({ width: '500px' });
    const backdrop = document.querySelector('.bp6-overlay-backdrop');
    if (backdrop) await app.user.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Message' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Your ticket #12 was answered.')).not.toBeInTheDocument());
    expect(app.runtime.notices.get().helpDeskMessage).toBeNull();
  });

  it('keeps the position the browser gives and ignores a refusal', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 40.7, longitude: -74, accuracy: 12 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const app = renderApp({ route: '/dashboard', session: roles.parent(), resolvers: noDocuments });
    await waitFor(() => expect(app.runtime.session.get().position).toEqual({ latitude: 40.7, longitude: -74, accuracy: 12 }));
    app.unmount();

    const refuse = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: refuse }, configurable: true });
    const refused = renderApp({ route: '/dashboard', session: roles.parent(), resolvers: noDocuments });
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    expect(refused.runtime.session.get()).toMatchObject({ position: null, isLoggedIn: true });
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});

function FunderProbe() {
  useFunderHeader('Blue Cross');
  return <p>funder screen</p>;
}

describe('the funder header', () => {
  it('follows the title with the selected funder on funder pages and clears it when leaving them', async () => {
    const runtime = createRuntime({
      terminating: new SchemaLink({ schema: createMockedSchema(noDocuments) }),
      storage: null,
      session: roles.office(),
    });
    const routes = appRoutes(runtime);
    // Put a probe screen on a funder page and on a non-funder page of the real table.
    const protectedLayout = routes[0]?.children?.[1];
    for (const route of protectedLayout?.children ?? []) {
      if (route.path === '/edit-payer/:payer_id' || route.path === '/agency') {
        route.lazy = undefined;
        route.element = route.path === '/agency' ? <p>agency screen</p> : <FunderProbe />;
      }
    }
    const router = createMemoryRouter(routes, { initialEntries: ['/edit-payer/5'] });
    render(
      <AppProviders runtime={runtime}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Funder - Blue Cross' })).toBeInTheDocument();
    await router.navigate('/agency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency' })).toBeInTheDocument();
    expect(screen.queryByText(/Blue Cross/)).not.toBeInTheDocument();
  });
});
