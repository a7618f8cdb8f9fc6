// The signed-in person's own profile: their name and phone, editable; their email, type and title shown; links to
// their own signature, availability and documents pages. Needs no permission: the API lets everyone read and rename
// themselves.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { FieldsForm, useWrite, type FieldSpec } from '../../kit';
import type { Save } from '../../kit/form/RecordForm';
import { LinkButton } from '../../kit/LinkButton';
import type { StaffMemberInput } from '../../gql/graphql';
import { ProfileQuery, ProfileRecordQuery, UpdateProfileMutation } from './operations';
import './profile.css';

type ProfileInput = Pick<StaffMemberInput, 'firstName' | 'lastName' | 'phone'>;

const profileFields: FieldSpec<ProfileInput>[] = [
  { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', kind: 'text', required: true, maxLength: 100, autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 30, placeholder: '(555) 123-4567', autoComplete: 'tel' },
];

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Callout intent="danger" title="Your profile could not be loaded">
      <p>{message}</p>
      <Button text="Try again" onClick={retry} />
    </Callout>
  );
}

function ProfileForm({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ProfileRecordQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const updating = useWrite(UpdateProfileMutation);
  const record = data?.record;
  if (error) return <LoadFailed message={error.message} retry={() => void refetch()} />;
  if (loading || !record) return <Spinner aria-label="Loading your profile" />;
  // The email is the sign-in and stays as it is; the API changes only what the person may change.
  const save: Save<ProfileInput> = (input) => updating.run({ id, input: { ...input, email: record.email } }, 'Profile saved.');
  return (
    <div className="profile-page">
      <Card className="profile-card" aria-label="Your account">
        <h2 className="profile-name">{record.name}</h2>
        <p className="kit-muted">{record.email}</p>
        <p>
          <Tag minimal>{record.userType}</Tag>{' '}
          {record.title && (
            <Tag minimal intent="primary">
              {record.title.name}
            </Tag>
          )}
        </p>
        <nav aria-label="Your pages" className="profile-links">
          <LinkButton to={`/profile-signature/${id}`}>My signature</LinkButton>
          <LinkButton to={`/profile-availability/${id}`}>My availability</LinkButton>
          <LinkButton to={`/profile-documents/${id}`}>My documents</LinkButton>
          {record.userType !== 'Parent' && <LinkButton to={`/profile-pay/${id}`}>My pay</LinkButton>}
        </nav>
      </Card>
      <div className="profile-form">
        <FieldsForm singular="Profile" fields={profileFields} listPath="/profile" record={record} save={save} pending={updating.pending} />
      </div>
    </div>
  );
}

export function Profile() {
  const { data, error, refetch } = useQuery(ProfileQuery);
  if (error) return <LoadFailed message={error.message} retry={() => void refetch()} />;
  if (!data) return <Spinner aria-label="Loading your profile" />;
  return <ProfileForm id={data.me.id} />;
}
