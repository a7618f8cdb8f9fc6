// The password sign-in and what its failures say: the sign-in screen's, and the idle lock's check of the same user's
// password when no vault is kept on the device (the gateway's sign-in throttle counts both alike).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, kindOfTransportError } from '../../app/links/classify';
import { graphql } from '../../gql';
import type { AlertContent } from './MessageAlert';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SessionFields
    }
  }
`);

/** The alert for a failed sign-in. */
export function signInFailureAlert(error: unknown): AlertContent {
  const code = errorCode(error);
  // HTTP 200 with a status other than "1": the server's error text is the title.
  if (code === 'LOGIN_FAILED' && CombinedGraphQLErrors.is(error)) {
    return { intent: 'danger', title: error.errors[0]?.message ?? 'Error' };
  }
  // The request itself failed: a warning titled with the message.
  if (code === 'UPSTREAM_UNAVAILABLE' || (!CombinedGraphQLErrors.is(error) && kindOfTransportError(error) === 'network')) {
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    return { intent: 'warning', title: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? message) : message };
  }
  // Any other HTTP failure.
  return { intent: 'danger', title: 'Error', text: 'Something went wrong' };
}
