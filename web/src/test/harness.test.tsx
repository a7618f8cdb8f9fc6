import { useQuery } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { renderApp, renderWithGraphQL, signedInAs } from './render';

const HarnessMeQuery = graphql(`
  query HarnessMe {
    me {
      id
      name
    }
  }
`);

function MeName() {
  const { data } = useQuery(HarnessMeQuery);
  return <p>{data ? `Name: ${data.me.name}` : 'Loading'}</p>;
}

describe('the test harness', () => {
  it('answers operations from the mocked schema with the overrides given', async () => {
    renderWithGraphQL(<MeName />, {
      resolvers: { Query: { me: () => ({ id: '1', name: 'Morgan Reyes' }) } },
    });
    expect(await screen.findByText('Name: Morgan Reyes')).toBeInTheDocument();
  });

  it('passes the session bearer token and the preflight header to the resolvers', async () => {
    const seen: Array<Record<string, string>> = [];
    renderWithGraphQL(<MeName />, {
      session: signedInAs('Therapist'),
      resolvers: {
        Query: {
          me: (_: unknown, __: unknown, context: { headers: Record<string, string> }) => {
            seen.push(context.headers);
            return { id: '3', name: 'Jordan Ellis' };
          },
        },
      },
    });
    await screen.findByText('Name: Jordan Ellis');
    expect(seen[0]?.['authorization']).toBe('Bearer test-token-therapist');
    expect(seen[0]?.['apollo-require-preflight']).toBe('true');
  });

  it('renders the whole app at a route', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
