// The component-test harness: the real app runtime (session store, notices, the whole link chain) over a
// SchemaLink on the mocked schema, inside a memory router.
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createRuntime, type AppRuntime } from '../app/runtime';
import { appRoutes } from '../routes';
import { RouteError } from '../screens/errors/RouteError';
import type { Session } from '../session';

type MockedResolvers = Parameters<typeof createMockedSchema>[0];

export interface RenderOptions {
  /** Resolver overrides on top of the schema's mocks, e.g. `{ Query: { me: () => ({...}) } }`. */
  resolvers?: MockedResolvers;
  /** Where the memory router starts; '/' unless told. */
  route?: string;
  /** Session fields to start with (also written to localStorage, as the app would have stored them). */
  session?: Partial<Session>;
  /** Providers around the app (a test's upload transport, say). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderWithGraphQLResult extends RenderResult {
  runtime: AppRuntime;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current path name. */
  path(): string;
}

function mount(routesFor: (runtime: AppRuntime) => RouteObject[], options: RenderOptions): RenderWithGraphQLResult {
  const schema = createMockedSchema(options.resolvers);
  const runtime = createRuntime({
    // The resolvers see the request headers the link chain set, as the gateway would.
    terminating: new SchemaLink({ schema, context: (operation) => ({ headers: operation.getContext().headers }) }),
    storage: window.localStorage,
    session: options.session,
  });
  const router = createMemoryRouter(routesFor(runtime), { initialEntries: [options.route ?? '/'] });
  runtime.setNavigator((to) => void router.navigate(to));
  const user = userEvent.setup();
  const result = render(
    <AppProviders runtime={runtime}>
      <RouterProvider router={router} />
    </AppProviders>,
    options.wrapper ? { wrapper: options.wrapper } : {},
  );
  return { ...result, runtime, router, user, path: () => router.state.location.pathname };
}

/** Renders `ui` at `route` (any path matches it) with the app's providers and the mocked schema. */
export function renderWithGraphQL(ui: ReactElement, options: RenderOptions = {}): RenderWithGraphQLResult {
  return mount(() => [{ path: '*', element: ui, errorElement: <RouteError /> }], options);
}

/** Renders the whole app (its real route table, layouts and guard) at `route`. */
export function renderApp(options: RenderOptions = {}): RenderWithGraphQLResult {
  return mount(appRoutes, options);
}

/** A signed-in session for a user type and permission list, for `options.session`. */
export function signedInAs(userType: string, userPermission: Session['userPermission'] = [], extra: Partial<Session> = {}): Partial<Session> {
  return {
    token: `test-token-${userType.replace(/\s+/g, '-').toLowerCase()}`,
    userPermission,
    userType,
    userId: '7',
    userName: 'Riley Test',
    userEmail: 'riley@practice.test',
    isLoggedIn: true,
    ...extra,
  };
}
