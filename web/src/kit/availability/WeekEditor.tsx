// A weekly availability as a grid of the seven days, each with its slots, edited by keyboard (Tab through the
// fields, Arrow Up and Down to move a time, a day's Add slot button, a slot's Remove button) and saved whole.
// Every problem shows beside its slot; the week is sent only when it has none, and what the API refuses comes back
// beside the slot too, so nothing is saved half.
import { Button, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { Tag } from '../Tag';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WriteResult } from '../writes/useWrite';
import { TimeField } from './TimeField';
import {
  AVAILABILITY_LOCATIONS,
  WEEK_ORDER,
  WEEKDAY_NAMES,
  byDayAndStart,
  hoursOf,
  nextSlot,
  problemsFromFieldErrors,
  rangeOf,
  weekProblems,
  type EditedSlot,
  type SlotField,
  type SlotProblems,
  type WeekSlot,
} from './week';
import '../kit.css';
import './availability.css';

export interface WeekEditorProps {
  /** Whose week, for the grid's name: 'Weekly availability of …'. */
  owner: string;
  /** The saved week; undefined while it loads. */
  saved: readonly WeekSlot[] | undefined;
  /** Why the saved week could not be read. */
  loadError?: Error | undefined;
  readOnly?: boolean;
  /** Sends the whole week; the API's field errors come back as `slots.<index>.<field>`. */
  onSave(slots: WeekSlot[]): Promise<WriteResult<unknown>>;
  saving: boolean;
}

const plain = ({ dayOfWeek, startTime, endTime, location }: WeekSlot): WeekSlot => ({ dayOfWeek, startTime, endTime, location });

function sameWeek(a: readonly WeekSlot[], b: readonly WeekSlot[]): boolean {
  const text = (week: readonly WeekSlot[]) => JSON.stringify([...week].map(plain).sort(byDayAndStart));
  return text(a) === text(b);
}

export function WeekEditor({ owner, saved, loadError, readOnly = false, onSave, saving }: WeekEditorProps) {
  const idBase = useId();
  const nextKey = useRef(0);
  const keyed = useCallback(
    (week: readonly WeekSlot[]) => [...week].sort(byDayAndStart).map((slot) => ({ ...plain(slot), key: `slot-${(nextKey.current += 1)}` })),
    [],
  );
  const [slots, setSlots] = useState<EditedSlot[]>(() => keyed(saved ?? []));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [checkAll, setCheckAll] = useState(false);
  const [refused, setRefused] = useState<SlotProblems>({});
  const startFields = useRef(new Map<string, HTMLInputElement>());
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const [focusSlot, setFocusSlot] = useState<string | null>(null);

  // The saved week replaces the edits when it arrives or changes (after a save, the week as the API keeps it).
  useEffect(() => {
    if (!saved) return;
    setSlots(keyed(saved));
    setTouched(new Set());
    setCheckAll(false);
    setRefused({});
  }, [saved, keyed]);

  useEffect(() => {
    if (focusSlot === null) return;
    startFields.current.get(focusSlot)?.focus();
    setFocusSlot(null);
  }, [focusSlot]);

  const live = useMemo(() => weekProblems(slots), [slots]);
  const shown: SlotProblems = useMemo(() => {
    const out: SlotProblems = {};
    for (const slot of slots) {
      const own = checkAll || touched.has(slot.key) ? live[slot.key] : undefined;
      const merged = { ...refused[slot.key], ...own };
      if (Object.keys(merged).length > 0) out[slot.key] = merged;
    }
    return out;
  }, [slots, live, refused, touched, checkAll]);
  const dirty = saved !== undefined && !sameWeek(slots, saved);

  const change = (key: string, patch: Partial<WeekSlot>) => {
    setSlots((current) => current.map((slot) => (slot.key === key ? { ...slot, ...patch } : slot)));
    setRefused(({ [key]: _, ...rest }) => rest);
  };
  const add = (dayOfWeek: number) => {
    const key = `slot-${(nextKey.current += 1)}`;
    setSlots((current) => [
      ...current,
      nextSlot(
        current.filter((slot) => slot.dayOfWeek === dayOfWeek),
        dayOfWeek,
        key,
      ),
    ]);
    setFocusSlot(key);
  };
  const remove = (slot: EditedSlot) => {
    setSlots((current) => current.filter((other) => other.key !== slot.key));
    addButtons.current.get(slot.dayOfWeek)?.focus();
  };
  const save = async () => {
    setCheckAll(true);
    const first = slots.find((slot) => live[slot.key]);
    if (first) {
      startFields.current.get(first.key)?.focus();
      return;
    }
    const sent = [...slots];
    const outcome = await onSave(sent.map(plain));
    if (!outcome.ok) setRefused(problemsFromFieldErrors(sent, outcome.fieldErrors));
  };

  if (!saved && loadError) {
    return (
      <Callout intent="danger" title="The availability could not be loaded">
        {loadError.message}
      </Callout>
    );
  }
  if (!saved) return <Spinner aria-label="Loading availability" />;

  const problemCount = Object.keys(shown).length;
  return (
    <div className="kit-panel week-editor">
      <table className="week-grid">
        <caption className="kit-visually-hidden">Weekly availability of {owner}</caption>
        <tbody>
          {WEEK_ORDER.map((dayOfWeek) => {
            const dayName = WEEKDAY_NAMES[dayOfWeek];
            const day = slots.filter((slot) => slot.dayOfWeek === dayOfWeek);
            return (
              <tr key={dayOfWeek}>
                <th scope="row" className="week-day">
                  <span>{dayName}</span>
                  <span className="kit-muted week-day-hours">{day.length > 0 ? hoursOf(day) : ''}</span>
                </th>
                <td className="week-slots">
                  {day.length === 0 && <span className="kit-muted week-none">Not available</span>}
                  {day.map((slot, index) => {
                    const problems = shown[slot.key] ?? {};
                    const problemId = (field: SlotField) => (problems[field] ? `${idBase}-${slot.key}-${field}` : undefined);
                    const name = `${dayName} slot ${index + 1}`;
                    return readOnly ? (
                      <div key={slot.key} className="week-slot">
                        {rangeOf(slot)}
                        {slot.location && <Tag minimal>{slot.location}</Tag>}
                      </div>
                    ) : (
                      <div
                        key={slot.key}
                        className="week-slot"
                        role="group"
                        aria-label={name}
                        onBlur={() => setTouched((current) => new Set(current).add(slot.key))}
                      >
                        <TimeField
                          label={`${name} from`}
                          value={slot.startTime}
                          onChange={(startTime) => change(slot.key, { startTime })}
                          problemId={problemId('startTime')}
                          inputRef={(input) => {
                            if (input) startFields.current.set(slot.key, input);
                            else startFields.current.delete(slot.key);
                          }}
                        />
                        <span className="kit-muted">to</span>
                        <TimeField
                          label={`${name} to`}
                          value={slot.endTime}
                          onChange={(endTime) => change(slot.key, { endTime })}
                          problemId={problemId('endTime')}
                        />
                        <HTMLSelect
                          aria-label={`${name} location`}
                          value={slot.location}
                          onChange={(event) => change(slot.key, { location: event.currentTarget.value })}
                          options={[{ value: '', label: 'Any location' }, ...AVAILABILITY_LOCATIONS]}
                        />
                        <Button icon="cross" variant="minimal" aria-label={`Remove ${name}`} title="Remove slot" onClick={() => remove(slot)} />
                        {(['startTime', 'endTime'] as const).map((field) =>
                          problems[field] ? (
                            <span key={field} id={problemId(field)} className="week-problem" role="alert">
                              {problems[field]}
                            </span>
                          ) : null,
                        )}
                      </div>
                    );
                  })}
                  {!readOnly && (
                    <Button
                      icon="plus"
                      variant="minimal"
                      size="small"
                      className="week-add"
                      text="Add slot"
                      aria-label={`Add slot on ${dayName}`}
                      ref={(button) => {
                        if (button) addButtons.current.set(dayOfWeek, button);
                        else addButtons.current.delete(dayOfWeek);
                      }}
                      onClick={() => add(dayOfWeek)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="week-footer">
        <span className="kit-muted">
          {slots.length === 0 ? 'No availability set.' : `${hoursOf(slots)} a week in ${slots.length} slot${slots.length === 1 ? '' : 's'}.`}
        </span>
        {dirty && (
          <Tag intent="warning" minimal>
            Unsaved changes
          </Tag>
        )}
        {checkAll && problemCount > 0 && (
          <Callout intent="danger" compact className="week-summary">
            Fix the {problemCount === 1 ? 'marked slot' : `${problemCount} marked slots`} before saving; nothing was saved.
          </Callout>
        )}
      </div>
      {!readOnly && (
        <div className="kit-form-actions">
          <Button intent="primary" icon="floppy-disk" text="Save week" loading={saving} onClick={() => void save()} />
          <Button text="Undo changes" disabled={!dirty || saving} onClick={() => saved && setSlots(keyed(saved))} />
        </div>
      )}
    </div>
  );
}
