// The intake forms sent to a student's family (add, list, details/{detail_id};
// student-intake-form list, send, details, export, status check and update).
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H4, Spinner } from '@blueprintjs/core';
import { TextArea } from '../../../kit/form/TextArea';
import { Tag } from '../../../kit/Tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fields, lookup, useWrite } from '../../../kit';
import type { IntakeFormStatus, SendIntakeFormInput, StudentIntakeFormFieldsFragment } from '../../../gql/graphql';
import { startDownload } from '../shared/download';
import { text, usDate } from '../shared/format';
import { usDateTime } from '../shared/formatDateTime';
import { useStudentPermissions } from '../shared/permissions';
import { RecordForm } from '../../../kit/form/RecordForm';
import { RecordTable } from '../../../kit/list/RecordTable';
import { Loaded } from '../../../kit/Loaded';
import { StudentFrame } from '../shared/StudentFrame';
import { useRequiredParam, useStudentId } from '../shared/useStudentId';
import { IntakeQuestions, type Answers } from './IntakeFormFields';
import {
  AllIntakeFormsOptions,
  CheckStudentIntakeFormStatusMutation,
  ExportStudentIntakeFormMutation,
  SendStudentIntakeFormMutation,
  SetStudentIntakeFormStatusMutation,
  StudentIntakeFormQuery,
  StudentIntakeFormsQuery,
  UpdateStudentIntakeFormMutation,
} from './operations';

type Sent = StudentIntakeFormFieldsFragment;

export function statusTag(status: string) {
  const intent = status === 'Approved' ? 'success' : status === 'Submitted' ? 'primary' : status === 'Rejected' ? 'danger' : 'warning';
  return <Tag intent={intent}>{status}</Tag>;
}

function guestUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export function StudentIntakeForms() {
  const studentId = useStudentId();
  const navigate = useNavigate();
  const permissions = useStudentPermissions();
  const { data, loading, error, refetch } = useQuery(StudentIntakeFormsQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const exporting = useWrite(ExportStudentIntakeFormMutation);
  return (
    <StudentFrame title="Intake forms">
      <div className="kit-toolbar">
        <span className="kit-toolbar-spacer" />
        {permissions.add && (
          <Button
            intent="primary"
            icon="send-message"
            text="Send intake form"
            onClick={() => void navigate(`/student-intake-forms/add/${studentId}`)}
          />
        )}
      </div>
      <Loaded what="the intake forms" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        <RecordTable<Sent>
          caption="Intake forms"
          rows={data?.rows ?? []}
          empty="No intake forms sent yet"
          columns={[
            { header: 'Form', cell: (row) => <Link to={`/student-intake-forms/details/${row.id}/${studentId}`}>{row.formTitle}</Link> },
            { header: 'Sent to', cell: (row) => `${row.recipientName ? `${row.recipientName} · ` : ''}${row.recipientEmail}` },
            { header: 'Status', cell: (row) => statusTag(row.status) },
            { header: 'Sent', cell: (row) => usDateTime(row.sentAt) },
            { header: 'Due', cell: (row) => usDate(row.dueDate) },
            { header: 'Submitted', cell: (row) => usDateTime(row.submittedAt) },
          ]}
          actions={[
            {
              label: 'Details',
              ariaLabel: (row) => `Details of ${row.formTitle}`,
              onClick: (row) => void navigate(`/student-intake-forms/details/${row.id}/${studentId}`),
            },
            {
              label: 'Export',
              ariaLabel: (row) => `Export ${row.formTitle}`,
              onClick: (row) =>
                void exporting.run({ id: row.id }, 'Export ready.').then((outcome) => {
                  if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
                }),
            },
          ]}
        />
      </Loaded>
    </StudentFrame>
  );
}

const sendFields = fields<SendIntakeFormInput>(
  { name: 'intakeFormId', label: 'Form', kind: 'select', required: true, options: lookup(AllIntakeFormsOptions, (item) => item.title) },
  { name: 'recipientEmail', label: 'Recipient email', kind: 'email', required: true },
  { name: 'recipientName', label: 'Recipient name', kind: 'text' },
  { name: 'dueDate', label: 'Due date', kind: 'date' },
);

export function SendIntakeForm() {
  const studentId = useStudentId();
  const navigate = useNavigate();
  const sending = useWrite(SendStudentIntakeFormMutation);
  const [sent, setSent] = useState<{ id: string; guestPath: string } | null>(null);
  return (
    <StudentFrame title="Send intake form">
      {sent ? (
        <Callout intent="success" icon="tick-circle" title="Intake form sent">
          <p>
            The family fills it at <a href={guestUrl(sent.guestPath)}>{guestUrl(sent.guestPath)}</a>
          </p>
          <Button text="Copy link" icon="clipboard" onClick={() => void navigator.clipboard?.writeText(guestUrl(sent.guestPath))} />{' '}
          <Link to={`/student-intake-forms/details/${sent.id}/${studentId}`}>Open the details</Link>
        </Callout>
      ) : (
        <RecordForm
          label="Send intake form"
          fields={sendFields}
          submitText="Send"
          save={async (input) => {
            const outcome = await sending.run({ studentId, input }, 'Intake form sent.');
            if (outcome.ok) setSent(outcome.data.saved);
            return outcome;
          }}
          onCancel={() => void navigate(`/student-intake-forms/${studentId}`)}
        />
      )}
    </StudentFrame>
  );
}

export function IntakeFormDetails() {
  const studentId = useStudentId();
  const id = useRequiredParam('detail_id');
  const permissions = useStudentPermissions();
  const { data, loading, refetch } = useQuery(StudentIntakeFormQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const checking = useWrite(CheckStudentIntakeFormStatusMutation);
  const setting = useWrite(SetStudentIntakeFormStatusMutation);
  const updating = useWrite(UpdateStudentIntakeFormMutation);
  const exporting = useWrite(ExportStudentIntakeFormMutation);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [editing, setEditing] = useState<Answers | null>(null);
  const form = data?.record;
  if (loading && !form)
    return (
      <StudentFrame title="Intake form details">
        <Spinner aria-label="Loading" />
      </StudentFrame>
    );
  if (!form) return <StudentFrame title="Intake form details">{null}</StudentFrame>;
  const answers: Answers = Object.fromEntries(form.answers.map((answer) => [answer.key, answer.value]));
  const move = (status: IntakeFormStatus, done: string) =>
    void setting.run({ id, status, note: note.trim() || null }, done).then((outcome) => {
      if (outcome.ok) {
        setNote('');
        void refetch();
      }
    });
  return (
    <StudentFrame title={`Intake form: ${form.formTitle}`}>
      <div className="kit-panel">
        <dl className="student-dl">
          <dt>Status</dt>
          <dd>{statusTag(form.status)}</dd>
          <dt>Form version</dt>
          <dd>
            {form.status === 'Pending' || form.status === 'Rejected'
              ? `Version ${form.formVersion} (the newest, while the family can fill it)`
              : `Version ${form.formVersion}, as filled`}
          </dd>
          <dt>Sent to</dt>
          <dd>{form.recipientName ? `${form.recipientName} <${form.recipientEmail}>` : form.recipientEmail}</dd>
          <dt>Sent</dt>
          <dd>{usDateTime(form.sentAt)}</dd>
          <dt>Due</dt>
          <dd>{usDate(form.dueDate)}</dd>
          <dt>Submitted</dt>
          <dd>{usDateTime(form.submittedAt)}</dd>
          <dt>Reviewed</dt>
          <dd>{usDateTime(form.reviewedAt)}</dd>
          <dt>Review note</dt>
          <dd>{text(form.reviewNote)}</dd>
          <dt>Guest link</dt>
          <dd>
            <a href={guestUrl(form.guestPath)}>{guestUrl(form.guestPath)}</a>
          </dd>
        </dl>
        <div className="kit-form-actions">
          <Button
            icon="refresh"
            text="Check status"
            loading={checking.pending}
            onClick={() =>
              void checking.run({ id }).then((outcome) => {
                if (outcome.ok)
                  setChecked(
                    `${outcome.data.check.status}; the family ${outcome.data.check.canSubmit ? 'can still fill it' : 'can no longer change it'}.`,
                  );
              })
            }
          />
          <Button
            icon="export"
            text="Export"
            loading={exporting.pending}
            onClick={() =>
              void exporting.run({ id }, 'Export ready.').then((outcome) => {
                if (outcome.ok) startDownload(outcome.data.download.url, outcome.data.download.fileName);
              })
            }
          />
          <span role="status">{checked}</span>
        </div>
      </div>
      {permissions.edit && (
        <section className="kit-panel student-section" aria-label="Review">
          <H4>Review</H4>
          {form.status === 'Submitted' && (
            <FormGroup label="Note to the family (shown when sent back)" labelFor="review-note">
              <TextArea id="review-note" fill value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            </FormGroup>
          )}
          <div className="kit-form-actions">
            {form.status === 'Submitted' && (
              <>
                <Button
                  intent="success"
                  icon="tick"
                  text="Approve"
                  loading={setting.pending}
                  onClick={() => move('APPROVED', 'Intake form approved.')}
                />
                <Button
                  intent="danger"
                  icon="undo"
                  text="Send back"
                  loading={setting.pending}
                  onClick={() => move('REJECTED', 'Intake form sent back to the family.')}
                />
              </>
            )}
            {(form.status === 'Approved' || form.status === 'Rejected') && (
              <Button icon="repeat" text="Reopen" loading={setting.pending} onClick={() => move('PENDING', 'Intake form reopened.')} />
            )}
            {form.status === 'Pending' && <span className="kit-muted">Waiting for the family to fill it.</span>}
          </div>
        </section>
      )}
      <section className="kit-panel student-section" aria-label="Answers">
        <H4>Answers</H4>
        <IntakeQuestions
          idPrefix="answers"
          fields={form.fields}
          answers={editing ?? answers}
          disabled={editing === null}
          onChange={(key, value) => setEditing((current) => ({ ...(current ?? answers), [key]: value }))}
        />
        {permissions.edit && (
          <div className="kit-form-actions">
            {editing === null ? (
              <Button icon="edit" text="Correct answers" onClick={() => setEditing(answers)} />
            ) : (
              <>
                <Button
                  intent="primary"
                  text="Save answers"
                  loading={updating.pending}
                  onClick={() =>
                    void updating
                      .run({ id, input: { answers: Object.entries(editing).map(([key, value]) => ({ key, value })) } }, 'Answers saved.')
                      .then((outcome) => {
                        if (outcome.ok) {
                          setEditing(null);
                          void refetch();
                        }
                      })
                  }
                />
                <Button text="Cancel" onClick={() => setEditing(null)} />
              </>
            )}
          </div>
        )}
        <Link to={`/student-intake-forms/${studentId}`}>Back to the intake forms</Link>
      </section>
    </StudentFrame>
  );
}
