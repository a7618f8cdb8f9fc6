// Add and edit a contact on their own pages (/add-student-contact/{student_id},
// /edit-student-contact/{contact_id}/{student_id}); saving goes back to the contacts.
import { useQuery } from '@apollo/client/react';
import {} from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useWrite } from '../../../kit';
import { RecordForm } from '../../../kit/form/RecordForm';
import { Loaded } from '../../../kit/Loaded';
import { StudentFrame } from '../shared/StudentFrame';
import { useRequiredParam, useStudentId } from '../shared/useStudentId';
import { contactFields } from './fields';
import { CreateStudentContactMutation, StudentContactQuery, UpdateStudentContactMutation } from './operations';

export function AddContact() {
  const studentId = useStudentId();
  const navigate = useNavigate();
  const creating = useWrite(CreateStudentContactMutation);
  const back = () => void navigate(`/student-contacts/${studentId}`);
  return (
    <StudentFrame title="Add contact">
      <RecordForm
        label="Add contact"
        fields={contactFields}
        submitText="Add contact"
        save={(input) => creating.run({ studentId, input }, 'Contact added.')}
        onSaved={back}
        onCancel={back}
      />
    </StudentFrame>
  );
}

export function EditContact() {
  const studentId = useStudentId();
  const contactId = useRequiredParam('contact_id');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(StudentContactQuery, { variables: { id: contactId }, fetchPolicy: 'network-only' });
  const updating = useWrite(UpdateStudentContactMutation);
  const back = () => void navigate(`/student-contacts/${studentId}`);
  return (
    <StudentFrame title="Edit contact">
      <Loaded what="the contact" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        {data && (
          <RecordForm
            label="Edit contact"
            fields={contactFields}
            record={data.record}
            submitText="Save changes"
            save={(input) => updating.run({ id: contactId, input }, 'Contact updated.')}
            onSaved={back}
            onCancel={back}
          />
        )}
      </Loaded>
    </StudentFrame>
  );
}
