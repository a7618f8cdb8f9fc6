import { useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { useGuardedSignOut } from '../offline/vault/guardedSignOut';
import { useSession } from '../session';

const ProfileMenuUserQuery = graphql(`
  query ProfileMenuUser {
    me {
      id
      name
      email
      profileImageUrl
      ...IdleLockSettings
    }
  }
`);

const ProfilePopover = lazy(() => import('./ProfilePopover'));

/**
 * Profile and Sign out. Sign out calls `logout`, deletes what the device keeps offline, then clears the session
 * whatever the answer, and goes home; while entries wait to be sent, it asks first.
 */
export function ProfileMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useGuardedSignOut();
  const { data } = useQuery(ProfileMenuUserQuery, { skip: !session.token });
  const name = data?.me.name ?? session.userName ?? '';
  const email = data?.me.email ?? session.userEmail ?? '';

  const [opened, setOpened] = useState(false);
  const button = (
    <Button
      variant="minimal"
      aria-label="Profile menu"
      aria-haspopup="menu"
      icon={data?.me.profileImageUrl ? <img className="avatar" src={data.me.profileImageUrl} alt="" width={24} height={24} /> : 'user'}
      endIcon="caret-down"
      onClick={opened ? undefined : () => setOpened(true)}
    />
  );
  return (
    <>
      {opened ? (
        <Suspense fallback={button}>
          <ProfilePopover name={name} email={email} onProfile={() => void navigate('/profile')} onSignOut={() => void signOut.request()}>
            {button}
          </ProfilePopover>
        </Suspense>
      ) : (
        button
      )}
      {signOut.dialog}
    </>
  );
}
