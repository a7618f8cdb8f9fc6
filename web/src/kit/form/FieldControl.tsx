// One declared field as a Blueprint control, labelled, with its error beside it and tied to it.
import { useQuery } from '@apollo/client/react';
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { TextArea } from './TextArea';
import { useMemo, useState, type ReactNode } from 'react';
import { DateField } from './DateField';
import type { FieldOption, FieldSpec, FormValue, OptionSource } from './fieldSpec';
import { overLimit } from './validate';

export interface FieldControlProps<TInput> {
  field: FieldSpec<TInput>;
  idPrefix: string;
  value: FormValue | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (value: FormValue) => void;
}

function isSource(options: readonly FieldOption[] | OptionSource | undefined): options is OptionSource {
  return options !== undefined && !Array.isArray(options) && 'document' in options;
}

/** Options of a lookup query (Apollo's cache keeps them for the other forms). */
function LookupOptions({ source, children }: { source: OptionSource; children: (options: readonly FieldOption[], loading: boolean) => ReactNode }) {
  const { data, loading } = useQuery(source.document, { variables: source.variables });
  const options = useMemo(() => (data ? source.toOptions(data) : []), [source, data]);
  return <>{children(options, loading)}</>;
}

/** A field's options, whether fixed or from a lookup. */
function WithOptions({
  options,
  children,
}: {
  options: readonly FieldOption[] | OptionSource | undefined;
  children: (options: readonly FieldOption[], loading: boolean) => ReactNode;
}) {
  if (isSource(options)) return <LookupOptions source={options}>{children}</LookupOptions>;
  return <>{children(options ?? [], false)}</>;
}

export function FieldControl<TInput>({ field, idPrefix, value, error: given, disabled, onChange }: FieldControlProps<TInput>) {
  const id = `${idPrefix}-${field.name}`;
  const error = given || (typeof value === 'string' ? overLimit(field, value) : null) || undefined;
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error ? errorId : null, field.helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  const intent = error ? 'danger' : 'none';
  const text = typeof value === 'string' ? value : '';
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };

  // The error and the field's help are two lines: an error read as the first sentence of the help (or the help as
  // the end of the error) says something neither means.
  const helper =
    error || field.helper ? (
      <>
        {error && (
          <span id={errorId} className="kit-field-error">
            {error}
          </span>
        )}
        {field.helper && (
          <span id={helperId} className="kit-field-helper">
            {field.helper}
          </span>
        )}
      </>
    ) : undefined;

  const group = (control: ReactNode, labelFor: string | undefined = id) => (
    <FormGroup
      className={field.wide ? 'kit-form-wide' : undefined}
      label={field.label}
      labelFor={labelFor}
      labelInfo={field.required ? '(required)' : undefined}
      intent={intent}
      helperText={helper}
    >
      {control}
    </FormGroup>
  );

  if (field.render) {
    return (
      <FormGroup className="kit-form-wide" intent={intent} helperText={helper}>
        {field.render({ id, label: field.label, value, onChange, error, describedBy, disabled })}
      </FormGroup>
    );
  }

  switch (field.kind) {
    case 'textarea':
    case 'lines':
      return group(
        <TextArea
          id={id}
          fill
          rows={field.kind === 'lines' ? 4 : 3}
          intent={intent}
          value={text}
          disabled={disabled}
          placeholder={field.placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...aria}
        />,
      );
    case 'select':
      return (
        <WithOptions options={field.options}>
          {(options, loading) =>
            group(
              <HTMLSelect
                id={id}
                fill
                value={text}
                disabled={disabled || loading}
                onChange={(event) => onChange(event.currentTarget.value)}
                {...aria}
              >
                <option value="">{loading ? 'Loading…' : `Select ${field.label.toLowerCase()}`}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </HTMLSelect>,
            )
          }
        </WithOptions>
      );
    case 'multiselect':
      return (
        <WithOptions options={field.options}>
          {(options, loading) => (
            <MultiCheck
              field={field}
              id={id}
              options={options}
              loading={loading}
              value={Array.isArray(value) ? value : []}
              disabled={disabled}
              helper={helper}
              describedBy={describedBy}
              intent={intent}
              onChange={onChange}
            />
          )}
        </WithOptions>
      );
    case 'switch':
    case 'status':
      return (
        <FormGroup className={field.wide ? 'kit-form-wide' : undefined} intent={intent} helperText={helper}>
          <Switch
            id={id}
            label={field.kind === 'status' ? `${field.label}: ${value === false ? 'Inactive' : 'Active'}` : field.label}
            checked={value === true}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.checked)}
            aria-describedby={describedBy}
          />
        </FormGroup>
      );
    case 'date':
      return group(<DateField id={id} label={field.label} value={text} onChange={onChange} disabled={disabled} intent={intent} {...aria} />);
    case 'color':
      return group(
        <InputGroup
          id={id}
          intent={intent}
          value={text}
          disabled={disabled}
          placeholder="#2d72d2"
          leftElement={<span className="kit-swatch" style={{ background: /^#[0-9a-f]{6}$/i.test(text) ? text : 'transparent' }} aria-hidden="true" />}
          onValueChange={(next) => onChange(next)}
          {...aria}
        />,
      );
    default: {
      const type = { text: 'text', email: 'email', tel: 'tel', url: 'url', int: 'number', decimal: 'number', time: 'time' }[field.kind];
      // A text field with options takes any text and suggests the options (a datalist).
      const suggestions = field.kind === 'text' && field.options !== undefined ? `${id}-suggestions` : undefined;
      return group(
        <>
          <InputGroup
            id={id}
            type={type}
            intent={intent}
            value={text}
            disabled={disabled}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            min={field.min}
            max={field.max}
            step={field.kind === 'decimal' ? 'any' : field.kind === 'int' ? 1 : undefined}
            onValueChange={(next) => onChange(next)}
            list={suggestions}
            {...aria}
          />
          {suggestions && (
            <WithOptions options={field.options}>
              {(options) => (
                <datalist id={suggestions}>
                  {options.map((option) => (
                    <option key={option.value} value={option.value} />
                  ))}
                </datalist>
              )}
            </WithOptions>
          )}
        </>,
      );
    }
  }
}

interface MultiCheckProps<TInput> {
  field: FieldSpec<TInput>;
  id: string;
  options: readonly FieldOption[];
  loading: boolean;
  value: string[];
  disabled?: boolean;
  helper: ReactNode;
  describedBy?: string;
  intent: 'danger' | 'none';
  onChange: (value: FormValue) => void;
}

/** Many options as a filterable group of checkboxes, in a fieldset named by the field's label. */
function MultiCheck<TInput>({ field, id, options, loading, value, disabled, helper, describedBy, intent, onChange }: MultiCheckProps<TInput>) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const shown = filter ? options.filter((option) => option.label.toLowerCase().includes(filter.toLowerCase())) : options;
  return (
    <FormGroup className="kit-form-wide" intent={intent} helperText={helper}>
      <fieldset className="kit-fieldset" aria-describedby={describedBy} id={id}>
        <legend>
          {field.label} {field.required && <span className="bp6-text-muted">(required)</span>}{' '}
          <span className="kit-muted">({value.length} selected)</span>
        </legend>
        {options.length > 8 && (
          <InputGroup
            small
            leftIcon="filter"
            placeholder="Filter"
            aria-label={`Filter ${field.label.toLowerCase()}`}
            value={filter}
            onValueChange={setFilter}
          />
        )}
        <div className="kit-checkbox-list">
          {loading && <span className="kit-muted">Loading…</span>}
          {shown.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={chosen.has(option.value)}
              disabled={disabled}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(option.value);
                else next.delete(option.value);
                onChange(options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
              }}
            />
          ))}
        </div>
      </fieldset>
    </FormGroup>
  );
}
