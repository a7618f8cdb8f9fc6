// The template builder: the template's name, billing codes and signatures, then its sections of fields (add a field
// by kind, reorder by drag or keyboard, remove), the short codes beside them with their live check, and save. The
// server's refusals show beside the field they name.
import { Button, Callout, Card, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FieldControl } from '../../../kit/form/FieldControl';
import type { FormValue } from '../../../kit/form/fieldSpec';
import type { SessionTemplateFieldKind, SessionTemplateInput } from '../../../gql/graphql';
import {
  addField,
  draftTexts,
  fieldKindLabels,
  fieldKinds,
  insertAt,
  moveField,
  newSection,
  removeField,
  stepField,
  updateField,
  type Draft,
  type FieldAt,
} from './draft';
import { FieldCard, type TextTarget } from './FieldCard';
import { ShortCodePanel } from './ShortCodePanel';

export interface BuilderOptionsData {
  shortCodes: readonly { code: string; label: string; example: string }[];
  hcodes: readonly { hcode: string; description: string; templateId?: string | null; templateName?: string | null }[];
  categories: readonly { id: string; name: string }[];
}

interface TemplateFormProps {
  initial: Draft;
  options: BuilderOptionsData;
  pdfPages: number | null;
  saving: boolean;
  errors: Readonly<Record<string, string>>;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}

/** The server's errors of one field: `sections.0.fields.2.options` → { options }. */
function errorsOfField(errors: Readonly<Record<string, string>>, at: FieldAt): Record<string, string> {
  const prefix = `sections.${at.section}.fields.${at.index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

export function TemplateForm({ initial, options, pdfPages, saving, errors, onSave, onCancel }: TemplateFormProps) {
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [newKinds, setNewKinds] = useState<Record<string, SessionTemplateFieldKind>>({});
  const dragged = useRef<FieldAt | null>(null);
  const [target, setTarget] = useState<TextTarget | null>(null);
  const texts = useMemo(() => draftTexts(draft), [draft]);
  const pdf = draft.sourceType === 'PDF';

  const hcodeOptions = options.hcodes.map((entry) => ({
    value: entry.hcode,
    // The description's first clause: enough to tell the codes apart.
    label: `${entry.hcode}: ${entry.description.split(/[,;]/)[0]}${entry.templateName ? ` (now on ${entry.templateName})` : ''}`,
  }));
  const top = (name: keyof Draft & keyof SessionTemplateInput, value: FormValue) => setDraft((current) => ({ ...current, [name]: value }));

  const targetName = (() => {
    if (!target) return null;
    const [key, part] = target.fieldKey.split(':');
    for (const section of draft.sections) {
      const field = section.fields.find((entry) => entry.key === key);
      if (field) return part === 'label' ? `the label of ${field.label || 'the field'}` : `the text of ${field.label || 'the field'}`;
    }
    return null;
  })();

  const insert = (code: string) => {
    if (!target) return;
    const [key, part] = target.fieldKey.split(':');
    setDraft((current) => {
      for (const [s, section] of current.sections.entries()) {
        const index = section.fields.findIndex((entry) => entry.key === key);
        if (index < 0) continue;
        const field = section.fields[index]!;
        const change =
          part === 'label'
            ? { label: insertAt(field.label, code, target.cursor) }
            : { defaultText: insertAt(field.defaultText, code, target.cursor) };
        return updateField(current, { section: s, index }, change);
      }
      return current;
    });
    setTarget({ ...target, cursor: target.cursor === null ? null : target.cursor + code.length });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setNameError('The name field is required.');
      return;
    }
    setNameError(null);
    onSave(draft);
  };

  const shownNameError = nameError ?? errors.name;
  return (
    <form className="template-builder" onSubmit={submit} noValidate aria-label="Session template">
      <div className="template-main">
        <Card className="kit-form template-head">
          <FieldControl
            field={{ name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 }}
            idPrefix="template"
            value={draft.name}
            error={shownNameError ?? undefined}
            onChange={(value) => top('name', value)}
          />
          <FieldControl
            field={{
              name: 'hcodes',
              label: 'Billing codes',
              kind: 'multiselect',
              options: hcodeOptions,
              helper: 'A code belongs to one active template.',
            }}
            idPrefix="template"
            value={draft.hcodes}
            error={errors.hcodes}
            onChange={(value) => top('hcodes', value)}
          />
          <FieldControl
            field={{ name: 'description', label: 'Description', kind: 'textarea', wide: true }}
            idPrefix="template"
            value={draft.description}
            onChange={(value) => top('description', value)}
          />
          <FieldControl
            field={{ name: 'guardianSignatureRequired', label: 'The guardian signs the note too', kind: 'switch' }}
            idPrefix="template"
            value={draft.guardianSignatureRequired}
            onChange={(value) => top('guardianSignatureRequired', value)}
          />
          <FieldControl
            field={{ name: 'status', label: 'Status', kind: 'status' }}
            idPrefix="template"
            value={draft.active}
            onChange={(value) => setDraft((current) => ({ ...current, active: value === true }))}
          />
        </Card>

        {errors.sections && (
          <Callout intent="danger" title="The template cannot be saved">
            {errors.sections}
          </Callout>
        )}

        {draft.sections.map((section, s) => (
          <section key={section.key} className="template-section" aria-label={`Section ${s + 1}: ${section.title || 'untitled'}`}>
            <div className="template-section-head">
              <H4 className="template-section-number">Section {s + 1}</H4>
              <FormGroup className="template-section-title" label="Title" labelFor={`section-${section.key}`} inline>
                <InputGroup
                  id={`section-${section.key}`}
                  value={section.title}
                  intent={errors[`sections.${s}.title`] ? 'danger' : 'none'}
                  onChange={(event) => {
                    const title = event.currentTarget.value;
                    setDraft((current) => ({ ...current, sections: current.sections.map((entry, i) => (i === s ? { ...entry, title } : entry)) }));
                  }}
                />
              </FormGroup>
              <Button
                icon="trash"
                variant="minimal"
                intent="danger"
                text="Remove section"
                disabled={draft.sections.length === 1}
                onClick={() => setDraft((current) => ({ ...current, sections: current.sections.filter((_, i) => i !== s) }))}
              />
            </div>
            {section.fields.length === 0 && <p className="template-muted">No fields yet: add the first one below.</p>}
            {section.fields.map((field, f) => {
              const at = { section: s, index: f };
              const last = s === draft.sections.length - 1 && f === section.fields.length - 1;
              return (
                <FieldCard
                  key={field.key}
                  field={field}
                  place={`Section ${s + 1}, field ${f + 1}`}
                  pdf={pdf}
                  pdfPages={pdfPages}
                  categories={options.categories}
                  errors={errorsOfField(errors, at)}
                  canMoveUp={s > 0 || f > 0}
                  canMoveDown={!last}
                  onChange={(change) => setDraft((current) => updateField(current, at, change))}
                  onMove={(step) => setDraft((current) => stepField(current, at, step))}
                  onRemove={() => setDraft((current) => removeField(current, at))}
                  onDragStart={() => (dragged.current = at)}
                  onDrop={() => {
                    const from = dragged.current;
                    dragged.current = null;
                    if (from) setDraft((current) => moveField(current, from, at));
                  }}
                  onTextFocus={setTarget}
                />
              );
            })}
            <div className="kit-toolbar">
              <HTMLSelect
                aria-label={`Kind of the new field in section ${s + 1}`}
                value={newKinds[section.key] ?? 'TEXT'}
                onChange={(event) => {
                  const kind = event.currentTarget.value as SessionTemplateFieldKind;
                  setNewKinds((current) => ({ ...current, [section.key]: kind }));
                }}
                options={fieldKinds.map((kind) => ({ value: kind, label: fieldKindLabels[kind] }))}
              />
              <Button
                icon="add"
                text={`Add field to section ${s + 1}`}
                onClick={() => setDraft((current) => addField(current, s, newKinds[section.key] ?? 'TEXT'))}
              />
            </div>
          </section>
        ))}
        <div className="kit-toolbar">
          <Button
            icon="add-row-bottom"
            text="Add section"
            onClick={() =>
              setDraft((current) => ({ ...current, sections: [...current.sections, newSection(`Section ${current.sections.length + 1}`)] }))
            }
          />
          <span className="kit-toolbar-spacer" />
          <Button text="Cancel" onClick={onCancel} />
          <Button type="submit" intent="primary" text="Save template" loading={saving} />
        </div>
      </div>
      <ShortCodePanel codes={options.shortCodes} texts={texts} target={targetName} onInsert={insert} />
    </form>
  );
}
