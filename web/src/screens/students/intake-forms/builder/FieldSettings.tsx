// The chosen field's settings: label, key (made from the label until edited), answer type, required, help text and
// a choice's options, one a line. Each problem is told beside its control.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { TextArea } from '../../../../kit/form/TextArea';
import { fieldKinds, typeLabels, type BuilderField, type FieldProblems } from './builder';

export interface FieldSettingsProps {
  field: BuilderField | null;
  position: number;
  problems: FieldProblems;
  onChange: (change: Partial<Omit<BuilderField, 'id' | 'kind'>>) => void;
}

/** The id of a field's setting control, to focus it where a problem is. */
export const settingId = (name: 'label' | 'key' | 'options') => `form-builder-${name}`;

const hasOptions = (type: string) => type === 'radio' || type === 'select' || type === 'checkbox';

function problemText(id: string, message: string | undefined) {
  return message ? <span id={`${id}-error`}>{message}</span> : undefined;
}

export function FieldSettings({ field, position, problems, onChange }: FieldSettingsProps) {
  if (!field) {
    return (
      <section className="form-builder-settings" aria-label="Field settings">
        <NonIdealState icon="settings" title="No field chosen" description="Choose a field of the form to set its label, key and help text." />
      </section>
    );
  }
  const types = fieldKinds[field.kind].types as readonly string[];
  const section = field.type === 'section';
  return (
    <section className="form-builder-settings" aria-labelledby="form-builder-settings-title">
      <h2 id="form-builder-settings-title" className="form-builder-heading">
        Field {position}: {fieldKinds[field.kind].label}
      </h2>
      <FormGroup
        label={section ? 'Heading' : 'Label'}
        labelFor={settingId('label')}
        labelInfo="(required)"
        intent={problems.label ? 'danger' : 'none'}
        helperText={problemText(settingId('label'), problems.label)}
      >
        <InputGroup
          id={settingId('label')}
          value={field.label}
          intent={problems.label ? 'danger' : 'none'}
          aria-invalid={problems.label ? true : undefined}
          aria-describedby={problems.label ? `${settingId('label')}-error` : undefined}
          onValueChange={(label) => onChange({ label })}
        />
      </FormGroup>
      <FormGroup
        label="Key"
        labelFor={settingId('key')}
        intent={problems.key ? 'danger' : 'none'}
        helperText={problemText(settingId('key'), problems.key) ?? 'Names the answer in exports; made from the label until you change it.'}
      >
        <InputGroup
          id={settingId('key')}
          value={field.key}
          intent={problems.key ? 'danger' : 'none'}
          aria-invalid={problems.key ? true : undefined}
          aria-describedby={problems.key ? `${settingId('key')}-error` : undefined}
          onValueChange={(key) => onChange({ key: key.replace(/\s+/g, '_') })}
        />
      </FormGroup>
      {types.length > 1 && (
        <FormGroup label="Answered as" labelFor="form-builder-type">
          <HTMLSelect
            id="form-builder-type"
            fill
            value={field.type}
            options={types.map((type) => ({ value: type, label: typeLabels[type] ?? type }))}
            onChange={(event) => onChange({ type: event.currentTarget.value })}
          />
        </FormGroup>
      )}
      {hasOptions(field.type) && (
        <FormGroup
          label="Options, one a line"
          labelFor={settingId('options')}
          labelInfo="(required)"
          intent={problems.options ? 'danger' : 'none'}
          helperText={problemText(settingId('options'), problems.options)}
        >
          <TextArea
            id={settingId('options')}
            fill
            rows={4}
            value={field.options.join('\n')}
            intent={problems.options ? 'danger' : 'none'}
            aria-invalid={problems.options ? true : undefined}
            aria-describedby={problems.options ? `${settingId('options')}-error` : undefined}
            onChange={(event) => onChange({ options: event.currentTarget.value.split('\n') })}
          />
        </FormGroup>
      )}
      {!section && (
        <Checkbox label="Required: the family must answer it" checked={field.required} onChange={() => onChange({ required: !field.required })} />
      )}
      <FormGroup label={section ? 'Text under the heading' : 'Help text'} labelFor="form-builder-help">
        <TextArea
          id="form-builder-help"
          fill
          rows={2}
          value={field.helpText}
          onChange={(event) => onChange({ helpText: event.currentTarget.value })}
        />
      </FormGroup>
    </section>
  );
}
