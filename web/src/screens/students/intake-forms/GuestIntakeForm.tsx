// The public guest intake page (/fill-intake-form?token=…): works signed out, reads only the one form its token
// names (its questions, its answers and the student's first name, nothing else) and submits the answers.
import { useMutation, useQuery } from '@apollo/client/react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorCode, isAnnounced } from '../../../app/links';
import { fieldErrorsOf } from '../../../kit/fieldErrors';
import { usDate } from '../shared/format';
import { IntakeFormCard } from './IntakeFormCard';
import { answerInput, missingAnswers, type Answers } from './IntakeFormFields';
import { GuestIntakeFormQuery, SubmitGuestIntakeFormMutation } from './operations';
import '../students.css';
import '../../../kit/kit.css';

export function GuestIntakeForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error } = useQuery(GuestIntakeFormQuery, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [submit, submission] = useMutation(SubmitGuestIntakeFormMutation);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = data?.form;

  useEffect(() => {
    if (form) setAnswers(Object.fromEntries(form.answers.map((answer) => [answer.key, answer.value])));
  }, [form]);

  if (!token)
    return (
      <NonIdealState
        icon="link"
        title="This link is incomplete"
        description="Open the intake form from the link in the email the practice sent you."
      />
    );
  if (loading && !form) return <Spinner aria-label="Loading the form" />;
  if (error || !form) {
    const code = error ? errorCode(error) : null;
    return (
      <NonIdealState
        icon="disable"
        title="This form is not available"
        description={
          code === 'NOT_FOUND' || code === 'FORBIDDEN'
            ? 'The link is not valid or has expired. Please ask the practice for a new one.'
            : !error || isAnnounced(error)
              ? undefined
              : error.message
        }
      />
    );
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(form.fields, answers);
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      document.getElementById(`guest-${first}`)?.focus();
      return;
    }
    setProblem(null);
    try {
      await submit({ variables: { token, answers: answerInput(form.fields, answers) } });
      setDone(true);
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (!isAnnounced(caught)) setProblem(caught instanceof Error ? caught.message : 'The form could not be sent.');
    }
  };

  if (done) {
    return (
      <div className="student-guest">
        <Callout intent="success" icon="tick-circle" title="Thank you">
          Your answers to “{form.formTitle}” were sent to the practice. You can close this page.
        </Callout>
      </div>
    );
  }

  return (
    <IntakeFormCard
      formTitle={form.formTitle}
      intro={
        <>
          {form.studentFirstName ? `For ${form.studentFirstName}. ` : ''}
          <Tag minimal>{form.status}</Tag> {form.dueDate && <>Please send it by {usDate(form.dueDate)}.</>}
        </>
      }
      notices={
        <>
          {form.reviewNote && form.status === 'Rejected' && (
            <Callout intent="warning" title="The practice sent this form back">
              {form.reviewNote}
            </Callout>
          )}
          {!form.canSubmit && (
            <Callout intent="primary" title="This form was already sent">
              The practice has your answers. Thank you.
            </Callout>
          )}
        </>
      }
      fields={form.fields}
      answers={answers}
      errors={errors}
      onChange={(key, value) => {
        setAnswers((current) => ({ ...current, [key]: value }));
        if (errors[key]) setErrors((current) => ({ ...current, [key]: '' }));
      }}
      canSubmit={form.canSubmit}
      submitting={submission.loading}
      problem={problem}
      onSubmit={(event) => void send(event)}
    />
  );
}
