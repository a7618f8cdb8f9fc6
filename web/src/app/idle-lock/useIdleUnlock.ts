// The idle lock's password check, for the signed-in user only. With a vault on the device, the password must open it
// (offline too); without one, the practice API's sign-in checks it for the same user and the session goes on with the
// token it answers. A wrong password is refused; the API's refusals (its own text, the gateway's throttle) read as at
// sign-in, and a vault takes as many wrong passwords as the gateway's sign-in does before it refuses to unlock.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useDeviceVault } from '../../offline/vault/context';
import { WRONG_PASSWORD } from '../../offline/vault/wrongPassword';
import { SignInMutation, signInFailureAlert } from '../../screens/auth/signInRequest';
import { useSession, useSessionStore } from '../../session';
import { readLock, writeLock } from './lockState';

/** The gateway's SIGN_IN_LOCK_AFTER by default: wrong passwords after which the vault's lock takes no more. */
export const UNLOCK_TRIES = 10;

export const TOO_MANY_TRIES =
  'Too many wrong passwords: this screen takes no more. Sign in again with “Sign in as someone else”; the entries waiting on this device stay for you.';

export interface IdleUnlock {
  /** Undefined once unlocked, otherwise the refusal. */
  unlock(password: string): Promise<string | undefined>;
  /** Set once the lock takes no more passwords. */
  refused: string | undefined;
}

export function useIdleUnlock(onUnlocked: () => void): IdleUnlock {
  const vault = useDeviceVault();
  const client = useApolloClient();
  const session = useSession();
  const store = useSessionStore();
  const userId = session.userId ?? '';
  const [failures, setFailures] = useState(() => readLock(userId)?.failures ?? 0);

  const failed = useCallback(() => {
    const count = (readLock(userId)?.failures ?? 0) + 1;
    writeLock({ userId, failures: count });
    setFailures(count);
  }, [userId]);

  const unlock = useCallback(
    async (password: string): Promise<string | undefined> => {
      if (vault.hasVault) {
        if (!(await vault.checkPassword(password))) {
          failed();
          return WRONG_PASSWORD;
        }
        onUnlocked();
        return undefined;
      }
      try {
        const { data } = await client.mutate({
          mutation: SignInMutation,
          variables: { email: session.userEmail ?? '', password },
          context: { quietTransportErrors: true },
        });
        // Only the same user's password unlocks; an answer without data was shown as the server's message already.
        if (!data || data.login.userId !== session.userId) return 'That password does not unlock this screen.';
        store.signIn(data.login);
        onUnlocked();
        return undefined;
      } catch (error) {
        const alert = signInFailureAlert(error);
        return alert.text ? `${alert.title}: ${alert.text}` : alert.title;
      }
    },
    [vault, client, session.userEmail, session.userId, store, failed, onUnlocked],
  );

  return { unlock, refused: vault.hasVault && failures >= UNLOCK_TRIES ? TOO_MANY_TRIES : undefined };
}
