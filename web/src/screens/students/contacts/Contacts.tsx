// A student's contacts (add, edit and delete; all, personal and school lists;
// the email update). Add and edit have their own pages, as the routes do.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useWrite } from '../../../kit';
import type { StudentContactFieldsFragment } from '../../../gql/graphql';
import { fieldErrorsOf } from '../../../kit/fieldErrors';
import { ChoiceBar } from '../shared/ChoiceBar';
import { RecordSection } from '../../../kit/list/RecordSection';
import { text } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import {
  DeleteStudentContactMutation,
  StudentContactsQuery,
  StudentPersonalContactsQuery,
  StudentSchoolContactsQuery,
  UpdateStudentContactEmailMutation,
} from './operations';

type Contact = StudentContactFieldsFragment;
type Which = 'all' | 'personal' | 'school';

const documents = { all: StudentContactsQuery, personal: StudentPersonalContactsQuery, school: StudentSchoolContactsQuery };

const contactName = (row: Contact) => `${row.firstName} ${row.lastName}`;

function EmailDialog({ contact, onClose }: { contact: Contact | null; onClose: (saved: boolean) => void }) {
  const id = useId();
  const [email, setEmail] = useState(contact?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(UpdateStudentContactEmailMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contact) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('The email field must be a valid email address.');
      return;
    }
    try {
      await mutate({ variables: { id: contact.id, email: email.trim() } });
      onClose(true);
    } catch (caught) {
      setError(fieldErrorsOf(caught)['email'] ?? (caught instanceof Error ? caught.message : 'The email could not be saved.'));
    }
  };
  return (
    <Dialog isOpen={contact !== null} title="Update email" onClose={() => onClose(false)}>
      <DialogBody>
        <form onSubmit={(event) => void submit(event)} aria-label="Update email" noValidate>
          <FormGroup
            label={`Email of ${contact ? contactName(contact) : ''}`}
            labelFor={id}
            helperText={error ?? undefined}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup id={id} type="email" value={email} onValueChange={setEmail} autoFocus intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <Button type="submit" intent="primary" text="Save email" loading={loading} />
        </form>
      </DialogBody>
    </Dialog>
  );
}

export function ContactList({ deletedPage = false }: { deletedPage?: boolean }) {
  const studentId = useStudentId();
  const navigate = useNavigate();
  const permissions = useStudentPermissions();
  const [which, setWhich] = useState<Which>('all');
  const { data, loading, error, refetch } = useQuery(documents[which], { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const removing = useWrite(DeleteStudentContactMutation);
  const [emailOf, setEmailOf] = useState<Contact | null>(null);
  return (
    <StudentFrame title={deletedPage ? 'Deleted contacts' : 'Contacts'}>
      {deletedPage && (
        <Callout intent="primary" icon="info-sign">
          A deleted contact is removed for good; there is nothing to restore. The student's current contacts are below.
        </Callout>
      )}
      <ChoiceBar
        label="Which contacts"
        selected={which}
        onChange={(next) => setWhich(next as Which)}
        choices={[
          { id: 'all', title: 'All contacts' },
          { id: 'personal', title: 'Personal' },
          { id: 'school', title: 'School' },
        ]}
      />
      <RecordSection<Contact, never>
        plural="Contacts"
        singular="Contact"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={contactName}
        columns={[
          {
            header: 'Name',
            cell: (row) => (
              <>
                {contactName(row)}{' '}
                {row.isPrimary && (
                  <Tag intent="primary" minimal>
                    Primary
                  </Tag>
                )}{' '}
                {row.isEmergency && (
                  <Tag intent="danger" minimal>
                    Emergency
                  </Tag>
                )}
              </>
            ),
          },
          { header: 'Type', cell: (row) => (row.contactType === 'school' ? 'School' : 'Personal') },
          { header: 'Relationship', cell: (row) => row.relationship },
          { header: 'Email', cell: (row) => text(row.email), wrap: 'anywhere' },
          { header: 'Phone', cell: (row) => text(row.phone), wrap: 'never' },
          { header: 'May pick up', cell: (row) => text(row.canPickUp) },
        ]}
        addPage={() => void navigate(`/add-student-contact/${studentId}`)}
        editPage={(row) => void navigate(`/edit-student-contact/${row.id}/${studentId}`)}
        remove={(row) => removing.run({ id: row.id }, 'Contact deleted.')}
        deleteNote="The contact is removed for good."
        actions={
          permissions.edit ? [{ label: 'Update email', ariaLabel: (row: Contact) => `Update email of ${contactName(row)}`, onClick: setEmailOf }] : []
        }
      />
      {emailOf && (
        <EmailDialog
          key={emailOf.id}
          contact={emailOf}
          onClose={(saved) => {
            setEmailOf(null);
            if (saved) void refetch();
          }}
        />
      )}
    </StudentFrame>
  );
}

export function Contacts() {
  return <ContactList />;
}

export function DeletedContacts() {
  return <ContactList deletedPage />;
}
