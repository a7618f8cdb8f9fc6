// Add and edit an intake form template: title, description, status and its questions (label, type, required,
// choices, help), previewed as the family will see it.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Checkbox, FormGroup, H4, HTMLSelect, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWrite } from '../../../kit';
import type { IntakeFormFieldsFragment } from '../../../gql/graphql';
import { IntakeQuestions } from './IntakeFormFields';
import { CreateIntakeFormMutation, IntakeFormQuery, UpdateIntakeFormMutation } from './operations';
import { LinkButton } from '../../../kit/LinkButton';
import '../students.css';
import '../../../kit/kit.css';

const TYPES = ['text', 'textarea', 'email', 'phone', 'date', 'number', 'select', 'radio', 'checkbox', 'signature'];
const WITH_OPTIONS = new Set(['select', 'radio', 'checkbox']);

interface Question {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: string;
  helpText: string;
}

function toQuestions(form: IntakeFormFieldsFragment | null): Question[] {
  return (form?.fields ?? []).map((field) => ({ key: field.key, label: field.label, type: field.type, required: field.required, options: field.options.join(', '), helpText: field.helpText ?? '' }));
}

function Editor({ form }: { form: IntakeFormFieldsFragment | null }) {
  const navigate = useNavigate();
  const creating = useWrite(CreateIntakeFormMutation);
  const updating = useWrite(UpdateIntakeFormMutation);
  const [title, setTitle] = useState(form?.title ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [active, setActive] = useState(form ? form.status !== 0 : true);
  const [questions, setQuestions] = useState<Question[]>(() => (form ? toQuestions(form) : [{ key: '', label: '', type: 'text', required: true, options: '', helpText: '' }]));
  const [problems, setProblems] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const change = (index: number, patch: Partial<Question>) => setQuestions((current) => current.map((question, at) => (at === index ? { ...question, ...patch } : question)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: string[] = [];
    if (!title.trim()) found.push('The title field is required.');
    if (questions.length === 0) found.push('Add at least one question.');
    questions.forEach((question, index) => {
      if (!question.label.trim()) found.push(`Question ${index + 1}: the label is required.`);
      if (WITH_OPTIONS.has(question.type) && question.type !== 'checkbox' && !question.options.trim()) found.push(`Question ${index + 1}: a ${question.type} needs choices.`);
    });
    setProblems(found);
    if (found.length > 0) return;
    const input = {
      title: title.trim(),
      description: description.trim() || null,
      status: active ? 1 : 0,
      fields: questions.map((question) => ({
        key: question.key || null,
        label: question.label.trim(),
        type: question.type,
        required: question.required,
        options: WITH_OPTIONS.has(question.type) ? question.options.split(',').map((option) => option.trim()).filter(Boolean) : [],
        helpText: question.helpText.trim() || null,
      })),
    };
    const outcome = form ? await updating.run({ id: form.id, input }, 'Intake form updated.') : await creating.run({ input }, 'Intake form created.');
    if (outcome.ok) navigate('/intake-forms');
    else setProblems(Object.values(outcome.fieldErrors).length > 0 ? Object.values(outcome.fieldErrors) : outcome.message ? [outcome.message] : []);
  };

  const previewFields = questions.map((question, index) => ({
    key: question.key || `q${index}`,
    label: question.label || `Question ${index + 1}`,
    type: question.type,
    required: question.required,
    options: question.options.split(',').map((option) => option.trim()).filter(Boolean),
    helpText: question.helpText || null,
  }));

  return (
    <form className="kit-form student-intake-editor" style={{ maxWidth: 960 }} aria-label={form ? 'Edit intake form' : 'Add intake form'} noValidate onSubmit={(event) => void save(event)}>
      {problems.length > 0 && (
        <Callout intent="danger" title="The form could not be saved" role="alert">
          <ul>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
        </Callout>
      )}
      <FormGroup label="Title" labelFor="intake-title" labelInfo="(required)">
        <InputGroup id="intake-title" value={title} onValueChange={setTitle} />
      </FormGroup>
      <FormGroup label="Description" labelFor="intake-description">
        <TextArea id="intake-description" fill value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
      </FormGroup>
      <Switch checked={active} label="Active (offered when sending)" onChange={() => setActive((current) => !current)} />
      <H4>Questions</H4>
      {questions.map((question, index) => (
        <fieldset key={index} className="kit-fieldset student-question">
          <legend>Question {index + 1}</legend>
          <div className="student-question-grid">
            <FormGroup label="Label" labelFor={`q${index}-label`}>
              <InputGroup id={`q${index}-label`} value={question.label} onValueChange={(value) => change(index, { label: value })} />
            </FormGroup>
            <FormGroup label="Type" labelFor={`q${index}-type`}>
              <HTMLSelect id={`q${index}-type`} value={question.type} onChange={(event) => change(index, { type: event.currentTarget.value })} options={TYPES} />
            </FormGroup>
            {WITH_OPTIONS.has(question.type) && (
              <FormGroup label="Choices (comma separated)" labelFor={`q${index}-options`}>
                <InputGroup id={`q${index}-options`} value={question.options} onValueChange={(value) => change(index, { options: value })} />
              </FormGroup>
            )}
            <FormGroup label="Help text" labelFor={`q${index}-help`}>
              <InputGroup id={`q${index}-help`} value={question.helpText} onValueChange={(value) => change(index, { helpText: value })} />
            </FormGroup>
          </div>
          <Checkbox label="Required" checked={question.required} onChange={() => change(index, { required: !question.required })} inline />
          <Button size="small" icon="arrow-up" aria-label={`Move question ${index + 1} up`} disabled={index === 0} onClick={() => setQuestions((current) => { const next = [...current]; [next[index - 1], next[index]] = [next[index]!, next[index - 1]!]; return next; })} />
          <Button size="small" icon="trash" intent="danger" variant="minimal" aria-label={`Remove question ${index + 1}`} onClick={() => setQuestions((current) => current.filter((_, at) => at !== index))} />
        </fieldset>
      ))}
      <div className="kit-form-actions">
        <Button icon="plus" text="Add question" onClick={() => setQuestions((current) => [...current, { key: '', label: '', type: 'text', required: false, options: '', helpText: '' }])} />
        <Button icon="eye-open" text={previewing ? 'Hide preview' : 'Preview'} onClick={() => setPreviewing((current) => !current)} />
      </div>
      {previewing && (
        <section className="kit-panel" aria-label="Preview">
          <H4>{title || 'Untitled form'}</H4>
          <IntakeQuestions idPrefix="editor-preview" fields={previewFields} answers={{}} disabled />
        </section>
      )}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" text={form ? 'Save changes' : 'Add intake form'} loading={creating.pending || updating.pending} />
        <LinkButton to="/intake-forms">Cancel</LinkButton>
      </div>
    </form>
  );
}

export function AddIntakeForm() {
  return <Editor form={null} />;
}

export function EditIntakeForm() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(IntakeFormQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Spinner aria-label="Loading intake form" />;
  return data ? <Editor key={data.record.id} form={data.record} /> : null;
}
