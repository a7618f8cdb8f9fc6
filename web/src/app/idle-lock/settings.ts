// The idle time comes with the signed-in user, on the query the app's header already sends (ProfileMenuUser spreads
// the fragment): reading it here sends nothing, it waits in Apollo's cache for that answer.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const IdleLockSettings = graphql(`
  fragment IdleLockSettings on CurrentUser {
    idleLockMinutes
  }
`);

const IdleLockSettingsQuery = graphql(`
  query IdleLockSettings {
    me {
      id
      ...IdleLockSettings
    }
  }
`);

/** The gateway's default, until the user's answer is in (or offline, where it never comes). */
export const DEFAULT_IDLE_LOCK_MINUTES = 15;

/** Minutes without input before the screen locks. */
export function useIdleLockMinutes(signedIn: boolean): number {
  const { data } = useQuery(IdleLockSettingsQuery, { fetchPolicy: 'cache-only', skip: !signedIn });
  const minutes = data?.me?.idleLockMinutes;
  // Under a minute the screen would lock again at once: only whole minutes from one up are taken.
  return minutes !== undefined && Number.isInteger(minutes) && minutes >= 1 ? minutes : DEFAULT_IDLE_LOCK_MINUTES;
}
