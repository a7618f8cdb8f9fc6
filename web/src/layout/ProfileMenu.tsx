import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
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

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div>
          <div className="profile-summary">
            <strong>{name}</strong>
            <div className="bp6-text-muted">{email}</div>
          </div>
          <Menu aria-label="Profile">
            <MenuItem icon="user" text="Profile" onClick={() => void navigate('/profile')} />
            <MenuItem icon="log-out" text="Sign out" onClick={() => void signOut()} />
          </Menu>
        </div>
      }
    >
      <Button
        variant="minimal"
        aria-label="Profile menu"
        icon={
          data?.me.profileImageUrl ? (
            <img className="avatar" src={data.me.profileImageUrl} alt="" width={24} height={24} />
          ) : (
            'user'
          )
        }
        endIcon="caret-down"
      />
    </PopoverNext>
  );
}
