// The workflow's steps in order, reordered by dragging a row's handle or, with the handle focused, by Alt+Up and
// Alt+Down (the kit's reorder, every move announced in a live region); each step's name, kind, days after the assignment date, owner and
// its kind's own fields (a calendar event's time and length, a document template's template), with each field's
// problem beside it.
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { useReorder } from '../../kit/list/useReorder';
import { newStep, stepTypeLabel, stepTypes, type EditableStep, type StepType } from './steps';
import './workflows.css';

export interface Choice {
  value: string;
  label: string;
}

export interface StepListProps {
  steps: readonly EditableStep[];
  onChange: (steps: EditableStep[]) => void;
  /** Problems keyed steps.N.field. */
  problems: Record<string, string>;
  owners: readonly Choice[];
  templates: readonly Choice[];
  disabled?: boolean;
}

function Field({ id, label, problem, children }: { id: string; label: string; problem: string | undefined; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} intent={problem ? 'danger' : 'none'} helperText={problem} className="workflow-step-field">
      {children}
    </FormGroup>
  );
}

export function StepList({ steps, onChange, problems, owners, templates, disabled }: StepListProps) {
  const id = useId().replace(/:/g, '');
  const labelOf = (step: EditableStep) => step.name.trim() || stepTypeLabel(step.type);
  const { announcement, announce, itemProps, handleProps } = useReorder({ items: steps, onChange, keyOf: (step) => step.key, labelOf, disabled });

  const update = (index: number, change: Partial<EditableStep>) => onChange(steps.map((step, at) => (at === index ? { ...step, ...change } : step)));

  const remove = (index: number) => {
    const step = steps[index]!;
    onChange(steps.filter((_, at) => at !== index));
    announce(`${labelOf(step)} removed.`);
  };

  const add = (type: StepType) => {
    onChange([...steps, newStep(type)]);
    announce(`${stepTypeLabel(type)} added at position ${steps.length + 1}.`);
  };

  return (
    <section className="kit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="workflow-section-title">
        Steps
      </h3>
      <p className="kit-muted" id={`${id}-help`}>
        Each step is due a number of days after the day the workflow is assigned. Drag a step by its handle, or focus the handle and press Alt+Up or
        Alt+Down.
      </p>
      {steps.length === 0 ? (
        <p className="kit-muted">No steps yet: add the first below.</p>
      ) : (
        <ol className="workflow-steps" aria-label="Workflow steps">
          {steps.map((step, index) => {
            const field = (name: string) => `${id}-${index}-${name}`;
            const problem = (name: string) => problems[`steps.${index}.${name}`];
            return (
              <li key={step.key} {...itemProps(index, 'workflow-step')}>
                <span className="workflow-step-position" aria-hidden="true">
                  {index + 1}
                </span>
                <Button
                  variant="minimal"
                  icon="drag-handle-vertical"
                  className="workflow-step-handle"
                  aria-label={`Move ${labelOf(step)}, position ${index + 1} of ${steps.length}`}
                  aria-describedby={`${id}-help`}
                  {...handleProps(step, index)}
                />
                <div className="workflow-step-fields">
                  <Field id={field('name')} label={`Step ${index + 1} name`} problem={problem('name')}>
                    <InputGroup
                      id={field('name')}
                      value={step.name}
                      disabled={disabled}
                      intent={problem('name') ? 'danger' : 'none'}
                      onValueChange={(value) => update(index, { name: value })}
                    />
                  </Field>
                  <Field id={field('type')} label="Kind" problem={problem('type')}>
                    <HTMLSelect
                      id={field('type')}
                      value={step.type}
                      disabled={disabled}
                      options={[...stepTypes]}
                      onChange={(event) =>
                        update(index, {
                          ...newStep(event.currentTarget.value as StepType),
                          key: step.key,
                          id: step.id,
                          name: step.name,
                          offsetDays: step.offsetDays,
                          owner: step.owner,
                        })
                      }
                    />
                  </Field>
                  <Field id={field('offset')} label="Due after (days)" problem={problem('offsetDays')}>
                    <InputGroup
                      id={field('offset')}
                      className="workflow-step-days"
                      inputMode="numeric"
                      value={step.offsetDays}
                      disabled={disabled}
                      intent={problem('offsetDays') ? 'danger' : 'none'}
                      onValueChange={(value) => update(index, { offsetDays: value })}
                    />
                  </Field>
                  <Field id={field('owner')} label="Owner" problem={problem('ownerId')}>
                    <HTMLSelect
                      id={field('owner')}
                      value={step.owner}
                      disabled={disabled}
                      options={[{ value: '', label: 'Whoever it is assigned to' }, ...owners]}
                      onChange={(event) => update(index, { owner: event.currentTarget.value })}
                    />
                  </Field>
                  {step.type === 'calendar_event' && (
                    <>
                      <Field id={field('time')} label="Starts at" problem={problem('startTime')}>
                        <InputGroup
                          id={field('time')}
                          type="time"
                          value={step.startTime}
                          disabled={disabled}
                          onValueChange={(value) => update(index, { startTime: value })}
                        />
                      </Field>
                      <Field id={field('duration')} label="Minutes" problem={problem('durationMinutes')}>
                        <InputGroup
                          id={field('duration')}
                          className="workflow-step-days"
                          inputMode="numeric"
                          value={step.durationMinutes}
                          disabled={disabled}
                          onValueChange={(value) => update(index, { durationMinutes: value })}
                        />
                      </Field>
                    </>
                  )}
                  {step.type === 'document_template' && (
                    <Field id={field('template')} label="Template" problem={problem('templateId')}>
                      <HTMLSelect
                        id={field('template')}
                        value={step.templateId}
                        disabled={disabled}
                        options={[{ value: '', label: 'Choose a template' }, ...templates]}
                        onChange={(event) => update(index, { templateId: event.currentTarget.value })}
                      />
                    </Field>
                  )}
                </div>
                <Button
                  variant="minimal"
                  icon="cross"
                  intent="danger"
                  disabled={disabled}
                  aria-label={`Remove ${labelOf(step)}`}
                  onClick={() => remove(index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="workflow-add-steps" role="group" aria-label="Add a step">
        {stepTypes.map((type) => (
          <Button key={type.value} icon="add" disabled={disabled} onClick={() => add(type.value)}>
            Add {type.label.toLowerCase()}
          </Button>
        ))}
      </div>
      <p className="kit-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
