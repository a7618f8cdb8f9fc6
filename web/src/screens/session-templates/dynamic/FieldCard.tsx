// One field of the template in the builder: its kind, label, required flag and what its kind takes (the choices,
// whose signature, the note-helper category, the text a note starts from, its place on a PDF). It moves by drag and
// drop on its handle, or with the keyboard: the move buttons, or Alt+Arrow keys on the handle.
import { Button, Card, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { TextArea } from '../../../kit/form/TextArea';
import type { DragEvent, KeyboardEvent } from 'react';
import type { SessionTemplateFieldKind, SessionTemplateSigner } from '../../../gql/graphql';
import { fieldKindLabels, fieldKinds, hasOptions, isNoteHelper, takesText, type DraftField } from './draft';

/** A PDF field's place: page, then points from the page's left and top edges. */
const placementInputs = [
  { key: 'page', label: 'Page' },
  { key: 'x', label: 'From the left (pt)' },
  { key: 'y', label: 'From the top (pt)' },
] as const;

export interface TextTarget {
  fieldKey: string;
  cursor: number | null;
}

interface FieldCardProps {
  field: DraftField;
  /** 'Section 1, field 2': for the accessible names of its controls. */
  place: string;
  pdf: boolean;
  pdfPages: number | null;
  categories: readonly { id: string; name: string }[];
  errors: Readonly<Record<string, string>>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onChange: (change: Partial<DraftField>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
  /** The text box short codes go into was focused or its cursor moved. */
  onTextFocus: (target: TextTarget) => void;
}

export function FieldCard(props: FieldCardProps) {
  const { field, place, pdf, pdfPages, categories, errors, onChange } = props;
  const id = `field-${field.key}`;
  const name = field.label || fieldKindLabels[field.kind];

  const onHandleKey = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' && props.canMoveUp) props.onMove(-1);
    else if (event.key === 'ArrowDown' && props.canMoveDown) props.onMove(1);
    else return;
    event.preventDefault();
  };
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', field.key);
    props.onDragStart();
  };

  const placement = field.placement ?? { page: 1, x: 72, y: 120 };
  const setPlacement = (key: 'page' | 'x' | 'y', value: number) =>
    onChange({ placement: { ...placement, [key]: Number.isFinite(value) ? value : 0 } });

  return (
    <Card
      className="template-field"
      compact
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      aria-label={`${place}: ${name}`}
      role="group"
    >
      <div className="template-field-head">
        <Button
          className="template-drag"
          icon="drag-handle-vertical"
          variant="minimal"
          draggable
          onDragStart={onDragStart}
          onKeyDown={onHandleKey}
          aria-label={`Move ${name} (Alt+Up or Alt+Down)`}
          title="Drag to move, or Alt+Up and Alt+Down"
        />
        <HTMLSelect
          aria-label={`Kind of ${place}`}
          value={field.kind}
          onChange={(event) => onChange({ kind: event.currentTarget.value as SessionTemplateFieldKind })}
          options={fieldKinds.map((kind) => ({ value: kind, label: fieldKindLabels[kind] }))}
        />
        <InputGroup
          className="template-field-label"
          aria-label={`Label of ${place}`}
          value={field.label}
          intent={errors.label ? 'danger' : 'none'}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
          onFocus={(event) => props.onTextFocus({ fieldKey: `${field.key}:label`, cursor: event.currentTarget.selectionStart })}
        />
        <Checkbox checked={field.required} label="Required" onChange={(event) => onChange({ required: event.currentTarget.checked })} />
        <Button icon="arrow-up" variant="minimal" disabled={!props.canMoveUp} aria-label={`Move ${name} up`} onClick={() => props.onMove(-1)} />
        <Button icon="arrow-down" variant="minimal" disabled={!props.canMoveDown} aria-label={`Move ${name} down`} onClick={() => props.onMove(1)} />
        <Button icon="trash" variant="minimal" intent="danger" aria-label={`Remove ${name}`} onClick={props.onRemove} />
      </div>
      {errors.label && <p className="template-error">{errors.label}</p>}

      {takesText(field.kind) && (
        <FormGroup label="Starts with" labelFor={`${id}-text`} helperText="Short codes are filled from the session.">
          <TextArea
            id={`${id}-text`}
            fill
            rows={field.kind === 'TEXTAREA' ? 3 : 1}
            value={field.defaultText}
            onChange={(event) => onChange({ defaultText: event.currentTarget.value })}
            onFocus={(event) => props.onTextFocus({ fieldKey: field.key, cursor: event.currentTarget.selectionStart })}
            onSelect={(event) => props.onTextFocus({ fieldKey: field.key, cursor: event.currentTarget.selectionStart })}
          />
        </FormGroup>
      )}

      {hasOptions(field.kind) && (
        <FormGroup label="Choices, one a line" labelFor={`${id}-options`} intent={errors.options ? 'danger' : 'none'} helperText={errors.options}>
          <TextArea
            id={`${id}-options`}
            fill
            rows={Math.max(2, field.options.length)}
            value={field.options.join('\n')}
            onChange={(event) => onChange({ options: event.currentTarget.value.split('\n') })}
            onBlur={() => onChange({ options: field.options.map((option) => option.trim()).filter(Boolean) })}
          />
        </FormGroup>
      )}

      {field.kind === 'SIGNATURE' && (
        <FormGroup label="Signed by" labelFor={`${id}-signer`} intent={errors.signer ? 'danger' : 'none'} helperText={errors.signer}>
          <HTMLSelect
            id={`${id}-signer`}
            value={field.signer ?? 'PROVIDER'}
            onChange={(event) => onChange({ signer: event.currentTarget.value as SessionTemplateSigner })}
            options={[
              { value: 'PROVIDER', label: 'The provider' },
              { value: 'GUARDIAN', label: 'The guardian' },
            ]}
          />
        </FormGroup>
      )}

      {isNoteHelper(field.kind) && (
        <FormGroup label="Helper sentences from" labelFor={`${id}-category`} helperText="The note-helper category whose sentences the block offers.">
          <HTMLSelect
            id={`${id}-category`}
            value={field.noteHelperCategoryId ?? ''}
            onChange={(event) => onChange({ noteHelperCategoryId: event.currentTarget.value || null })}
            options={[{ value: '', label: 'No helper sentences' }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
          />
        </FormGroup>
      )}

      {pdf && (
        <div className="template-placement" role="group" aria-label={`Place of ${name} on the PDF`}>
          {placementInputs.map(({ key, label }) => (
            <FormGroup
              key={key}
              label={label}
              labelFor={`${id}-${key}`}
              intent={key === 'page' && errors.placement ? 'danger' : 'none'}
              helperText={key === 'page' ? errors.placement : undefined}
            >
              <InputGroup
                id={`${id}-${key}`}
                type="number"
                min={key === 'page' ? 1 : 0}
                max={key === 'page' ? (pdfPages ?? undefined) : undefined}
                value={String(placement[key])}
                onValueChange={(value) => setPlacement(key, Number(value))}
              />
            </FormGroup>
          ))}
        </div>
      )}
    </Card>
  );
}
