import { gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL, signedInAs } from '../../test/render';
import { createRuntime } from '../runtime';
import { isAnnounced } from './classify';
import { NETWORK_FAILURE_MESSAGE, SERVER_ERROR_MESSAGE } from './messages';

const MeQuery = gql`
  query LinkChainMe {
    me {
      id
      name
    }
  }
`;

/** A runtime whose `me` fails with the given code, signed in as a therapist, with navigation recorded. */
function runtimeFailingWith(code: string, message = `failed with ${code}`) {
  const schema = createMockedSchema({
    Query: {
      me: () => {
        throw new GraphQLError(message, { extensions: { code } });
      },
    },
  });
  return runtimeOver(new SchemaLink({ schema }));
}

function runtimeOver(terminating: ApolloLink) {
  const runtime = createRuntime({ terminating, storage: window.localStorage, session: signedInAs('Therapist') });
  const visited: string[] = [];
  runtime.setNavigator((to) => visited.push(to));
  return { runtime, visited };
}

const failingLink = (error: unknown) => new ApolloLink(() => throwError(() => error));

describe('the link chain', () => {
  it('UNAUTHENTICATED clears the session and goes to sign-in, and the error still reaches the caller', async () => {
    const { runtime, visited } = runtimeFailingWith('UNAUTHENTICATED');
    const error = await runtime.client.query({ query: MeQuery }).catch((caught: unknown) => caught);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(runtime.session.get()).toMatchObject({ token: null, isLoggedIn: false, userPermission: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(visited).toEqual(['/']);
  });

  it('SESSION_EXPIRED clears the session and goes home; the caller sees the code', async () => {
    const { runtime, visited } = runtimeFailingWith('SESSION_EXPIRED');
    const error = await runtime.client.query({ query: MeQuery }).catch((caught: unknown) => caught);
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.['code']).toBe('SESSION_EXPIRED');
    expect(runtime.session.get().isLoggedIn).toBe(false);
    expect(visited).toEqual(['/']);
  });

  it.each([
    ['FORBIDDEN', 'You do not have permission to view agencies.'],
    ['UPSTREAM_ERROR', 'Internal failure in the practice API.'],
  ])('%s opens the one modal with the server message and is swallowed', async (code, message) => {
    const { runtime, visited } = runtimeFailingWith(code, message);
    const result = await runtime.client.query({ query: MeQuery });
    expect(result.error).toBeUndefined();
    expect(result.data ?? null).toBeNull();
    expect(runtime.notices.get().serverMessage?.message).toBe(message);
    expect(runtime.session.get().isLoggedIn).toBe(true);
    expect(visited).toEqual([]);
  });

  it('an operation showing errors in place gets UPSTREAM_ERROR with its partial answer, and no modal opens', async () => {
    const schema = createMockedSchema({
      Dashboard: {
        documentNotification: () => {
          throw new GraphQLError('Internal failure in the practice API.', { extensions: { code: 'UPSTREAM_ERROR' } });
        },
      },
    });
    const { runtime } = runtimeOver(new SchemaLink({ schema }));
    const query = gql`
      query LinkChainPartial {
        me {
          id
        }
        dashboard {
          documentNotification {
            pendingFileCount
          }
        }
      }
    `;
    const result = await runtime.client.query({ query, errorPolicy: 'all', context: { errorsInPlace: true } });
    expect(result.data).toMatchObject({ me: { id: expect.any(String) }, dashboard: { documentNotification: null } });
    expect(CombinedGraphQLErrors.is(result.error) && result.error.errors.map((error) => error.path)).toEqual([['dashboard', 'documentNotification']]);
    expect(runtime.notices.get().serverMessage).toBeNull();
  });

  it('UPSTREAM_UNAVAILABLE toasts the network message and reaches the caller', async () => {
    const { runtime } = runtimeFailingWith('UPSTREAM_UNAVAILABLE');
    await expect(runtime.client.query({ query: MeQuery })).rejects.toThrow();
    expect(runtime.notices.get().toasts.map((toast) => toast.message)).toEqual([NETWORK_FAILURE_MESSAGE]);
  });

  it('UPSTREAM_BAD_RESPONSE toasts the server-error message', async () => {
    const { runtime } = runtimeFailingWith('UPSTREAM_BAD_RESPONSE');
    await expect(runtime.client.query({ query: MeQuery })).rejects.toThrow();
    expect(runtime.notices.get().toasts.map((toast) => toast.message)).toEqual([SERVER_ERROR_MESSAGE]);
  });

  it.each(['BAD_USER_INPUT', 'NOT_FOUND', 'LOGIN_FAILED'])('%s reaches the caller untouched', async (code) => {
    const { runtime, visited } = runtimeFailingWith(code);
    const error = await runtime.client.query({ query: MeQuery }).catch((caught: unknown) => caught);
    expect(CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.['code']).toBe(code);
    expect(isAnnounced(error)).toBe(false);
    expect(runtime.notices.get()).toMatchObject({ toasts: [], serverMessage: null });
    expect(runtime.session.get().isLoggedIn).toBe(true);
    expect(visited).toEqual([]);
  });

  it('a failed fetch toasts the network message', async () => {
    const { runtime } = runtimeOver(failingLink(new TypeError('Failed to fetch')));
    await expect(runtime.client.query({ query: MeQuery })).rejects.toThrow('Failed to fetch');
    expect(runtime.notices.get().toasts.map((toast) => toast.message)).toEqual([NETWORK_FAILURE_MESSAGE]);
  });

  it('an answer that is not GraphQL toasts the server-error message', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    const { runtime } = runtimeOver(failingLink(new ServerError('Bad gateway', { response, bodyText: '<html>Bad gateway</html>' })));
    await expect(runtime.client.query({ query: MeQuery })).rejects.toThrow();
    expect(runtime.notices.get().toasts.map((toast) => toast.message)).toEqual([SERVER_ERROR_MESSAGE]);

    const unparsable = new Response('not json', { status: 200 });
    const parse = runtimeOver(failingLink(new ServerParseError(new SyntaxError('Unexpected token'), { response: unparsable, bodyText: 'not json' })));
    await expect(parse.runtime.client.query({ query: MeQuery })).rejects.toThrow();
    expect(parse.runtime.notices.get().toasts.map((toast) => toast.message)).toEqual([SERVER_ERROR_MESSAGE]);
  });

  it('a screen can keep the transport toasts quiet and show its own message', async () => {
    const { runtime } = runtimeOver(failingLink(new TypeError('Failed to fetch')));
    await expect(runtime.client.query({ query: MeQuery, context: { quietTransportErrors: true } })).rejects.toThrow();
    expect(runtime.notices.get().toasts).toEqual([]);
  });

  it('renders the modal with the message and a Close button, and the toast, in the page', async () => {
    const { runtime, user } = renderWithGraphQL(<p>Page</p>, { session: signedInAs('Therapist') });
    runtime.notices.showServerMessage({ title: 'Not allowed', message: 'You do not have permission to view agencies.' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You do not have permission to view agencies.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('You do not have permission to view agencies.')).not.toBeInTheDocument());

    runtime.notices.toast(NETWORK_FAILURE_MESSAGE, 'danger');
    expect(await screen.findByText(NETWORK_FAILURE_MESSAGE)).toBeInTheDocument();
  });
});
