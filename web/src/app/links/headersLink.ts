import { SetContextLink } from '@apollo/client/link/context';
import type { SessionStore } from '../../session';

/**
 * Every request carries the bearer token of the session when there is one, and `apollo-require-preflight` so the
 * gateway's CSRF prevention lets it through.
 */
export function createHeadersLink(session: SessionStore): SetContextLink {
  return new SetContextLink((previous) => {
    const { token } = session.get();
    const headers: Record<string, string> = {
      ...(previous.headers as Record<string, string> | undefined),
      'apollo-require-preflight': 'true',
    };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers };
  });
}
