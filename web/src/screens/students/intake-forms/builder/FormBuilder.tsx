// The form builder: a form's title, description and status, then its fields built from the palette (drag or press),
// set up one at a time, and previewed as the family will see it. A form families have submitted is versioned: the
// save makes the next version and the submissions keep theirs. Nothing is saved while a field has a problem.
import { Button, Callout, FormGroup, InputGroup, Switch, Tab } from '@blueprintjs/core';
import { Tabs } from '../../../../kit/Tabs';
import { TextArea } from '../../../../kit/form/TextArea';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWrite } from '../../../../kit';
import { LinkButton } from '../../../../kit/LinkButton';
import type { IntakeFormFieldsFragment } from '../../../../gql/graphql';
import { CreateIntakeFormMutation, UpdateIntakeFormMutation } from '../operations';
import { builderReducer, fieldInput, fieldKinds, fieldsOf, serverProblems, validateFields, type FieldKind, type FieldProblems } from './builder';
import { BuilderPreview } from './BuilderPreview';
import { FieldList, fieldName } from './FieldList';
import { FieldSettings, settingId } from './FieldSettings';
import { Palette } from './Palette';
import { VersionsButton } from './Versions';
import './form-builder.css';

const titleMessage = 'The title field is required.';
const emptyMessage = 'Add at least one field.';

export function FormBuilder({ form, backTo = '/intake-forms' }: { form: IntakeFormFieldsFragment | null; backTo?: string }) {
  const navigate = useNavigate();
  const creating = useWrite(CreateIntakeFormMutation);
  const updating = useWrite(UpdateIntakeFormMutation);
  const [title, setTitle] = useState(form?.title ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [active, setActive] = useState(form ? form.status !== 0 : true);
  const [fields, dispatch] = useReducer(builderReducer, form?.fields ?? [], fieldsOf);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<'build' | 'preview'>('build');
  const [tried, setTried] = useState(false);
  const [serverTitle, setServerTitle] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [apiProblems, setApiProblems] = useState<Record<string, FieldProblems>>({});
  const [announcement, setAnnouncement] = useState('');
  const focusSetting = useRef<'label' | 'key' | 'options' | null>(null);

  // The checks run as the form changes once a save was tried; the API's own problems stay until the next save.
  const problems = useMemo(() => (tried ? { ...apiProblems, ...validateFields(fields) } : apiProblems), [tried, apiProblems, fields]);
  const problemCount = Object.keys(problems).length;
  const titleProblem = tried && title.trim() === '' ? titleMessage : serverTitle;
  // What stops the save, told above the form while it is so: no field, fields with problems, no title.
  const clientProblem = !tried
    ? null
    : fields.length === 0
      ? emptyMessage
      : problemCount > 0
        ? `${problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} attention: see the message beside ${problemCount === 1 ? 'it' : 'each'}.`
        : title.trim() === ''
          ? titleMessage
          : null;
  const saveProblem = serverProblem ?? clientProblem;
  const selectedIndex = fields.findIndex((field) => field.id === selectedId);
  const selected = selectedIndex >= 0 ? fields[selectedIndex]! : null;

  // After a refused save, the focus goes to the first problem's control.
  useEffect(() => {
    const name = focusSetting.current;
    if (!name) return;
    focusSetting.current = null;
    document.getElementById(settingId(name))?.focus();
  }, [selectedId, problems]);

  const add = (kind: FieldKind, at?: number) => {
    dispatch({ type: 'add', kind, at });
    setAnnouncement(`${fieldKinds[kind].label} field added at position ${(at ?? fields.length) + 1}.`);
  };

  // A field just added (pressed or dropped) is chosen, so its label can be typed straight away.
  const known = useRef(new Set(fields.map((field) => field.id)));
  useEffect(() => {
    const added = fields.find((field) => !known.current.has(field.id));
    known.current = new Set(fields.map((field) => field.id));
    if (added) setSelectedId(added.id);
  }, [fields]);

  const showProblems = (found: Record<string, FieldProblems>) => {
    const first = fields.find((field) => found[field.id]);
    if (!first) return;
    setTab('build');
    setSelectedId(first.id);
    const names = found[first.id]!;
    focusSetting.current = names.label ? 'label' : names.key ? 'key' : 'options';
  };

  const save = async () => {
    setTried(true);
    setApiProblems({});
    setServerTitle(null);
    setServerProblem(null);
    const found = validateFields(fields);
    if (title.trim() === '' || Object.keys(found).length > 0 || fields.length === 0) {
      if (Object.keys(found).length > 0) showProblems(found);
      else if (title.trim() === '') document.getElementById('form-builder-title')?.focus();
      return;
    }
    const input = { title: title.trim(), description: description.trim() || null, status: active ? 1 : 0, fields: fieldInput(fields) };
    const outcome = form
      ? await updating.run({ id: form.id, input }, (answer) =>
          answer.saved.version > form.version ? `Saved as version ${answer.saved.version}.` : 'Intake form updated.',
        )
      : await creating.run({ input }, 'Intake form created.');
    if (outcome.ok) {
      void navigate(backTo);
      return;
    }
    const placed = serverProblems(fields, outcome.fieldErrors);
    setApiProblems(placed);
    setServerTitle(outcome.fieldErrors.title ?? null);
    setServerProblem(
      Object.keys(outcome.fieldErrors).length > 0
        ? 'See the messages beside the title and the fields.'
        : (outcome.message ?? 'The form was not saved.'),
    );
    showProblems(placed);
  };

  const previewFields = fieldInput(fields).map((field, index) => ({
    ...field,
    key: field.key || `field_${index + 1}`,
    label: field.label || fieldName(fields[index]!),
  }));

  return (
    // Not a <form>: the preview holds the family's form, and forms do not nest.
    <section className="kit-form form-builder" aria-label={form ? `Edit ${form.title}` : 'New intake form'}>
      {form && (
        <Callout intent={form.submissionCount > 0 ? 'warning' : 'none'} icon="history" className="form-builder-version">
          Version {form.version} · {form.submissionCount === 1 ? '1 submission' : `${form.submissionCount} submissions`}.{' '}
          {form.submissionCount > 0
            ? `Saving a change makes version ${form.version + 1}; the forms families already sent keep the version they filled.`
            : 'No family has sent it yet, so a change is saved in place.'}
          <VersionsButton formId={form.id} title={form.title} />
        </Callout>
      )}
      {saveProblem && (
        <Callout intent="danger" title="The form was not saved" role="alert">
          {saveProblem}
        </Callout>
      )}
      <div className="form-builder-details">
        <FormGroup
          label="Title"
          labelFor="form-builder-title"
          labelInfo="(required)"
          intent={titleProblem ? 'danger' : 'none'}
          helperText={titleProblem ?? undefined}
        >
          <InputGroup
            id="form-builder-title"
            value={title}
            intent={titleProblem ? 'danger' : 'none'}
            aria-invalid={titleProblem ? true : undefined}
            onValueChange={setTitle}
          />
        </FormGroup>
        <FormGroup label="Description" labelFor="form-builder-description">
          <TextArea id="form-builder-description" fill rows={1} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        </FormGroup>
        <Switch
          className="form-builder-active"
          checked={active}
          label="Active (offered when sending)"
          onChange={() => setActive((current) => !current)}
        />
      </div>
      <Tabs id="form-builder-tabs" selectedTabId={tab} onChange={(next) => setTab(next as 'build' | 'preview')} renderActiveTabPanelOnly>
        <Tab
          id="build"
          title="Build"
          panel={
            <div className="form-builder-grid">
              <Palette onAdd={(kind) => add(kind)} />
              <FieldList
                fields={fields}
                problems={problems}
                selectedId={selectedId}
                onSelect={setSelectedId}
                dispatch={dispatch}
                announce={setAnnouncement}
              />
              <FieldSettings
                field={selected}
                position={selectedIndex + 1}
                problems={(selected && problems[selected.id]) || {}}
                onChange={(change) => dispatch({ type: 'update', index: selectedIndex, change })}
              />
            </div>
          }
        />
        <Tab id="preview" title="Preview as the family sees it" panel={<BuilderPreview title={title} fields={previewFields} />} />
      </Tabs>
      <div className="kit-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <div className="kit-form-actions">
        <Button
          intent="primary"
          text={form ? 'Save changes' : 'Add intake form'}
          loading={creating.pending || updating.pending}
          onClick={() => void save()}
        />
        <LinkButton to={backTo}>Cancel</LinkButton>
      </div>
    </section>
  );
}
