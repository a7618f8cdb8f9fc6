import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntime } from '../app/AppProviders';
import { graphql } from '../gql';
import { useSession } from '../session';

const ProfileMenuUserQuery = graphql(`
  query ProfileMenuUser {
    me {
      id
      name
      email
      profileImageUrl
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    logout {
      ok
    }
  }
`);

const ProfilePopover = lazy(() => import('./ProfilePopover'));

/** Profile and Sign out. Sign out calls `logout`, then clears the session whatever the answer, and goes home. */
export function ProfileMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const runtime = useRuntime();
  const { data } = useQuery(ProfileMenuUserQuery, { skip: !session.token });
  const name = data?.me.name ?? session.userName ?? '';
  const email = data?.me.email ?? session.userEmail ?? '';

  const signOut = async () => {
    try {
      await client.mutate({ mutation: SignOutMutation, context: { quietTransportErrors: true } });
    } catch {
      // The session ends on this side whatever the API says.
    }
    runtime.endSession('/');
  };

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
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <ProfilePopover name={name} email={email} onProfile={() => void navigate('/profile')} onSignOut={() => void signOut()}>
        {button}
      </ProfilePopover>
    </Suspense>
  );
}
