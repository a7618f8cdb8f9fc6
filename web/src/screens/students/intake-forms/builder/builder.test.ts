// The builder's reducer: adding kinds where they are dropped, moving, removing, keys made from labels until edited,
// and the checks (label, duplicate key, choice options) a save waits on.
import { describe, expect, it } from 'vitest';
import { builderMessages, builderReducer, fieldInput, fieldsOf, serverProblems, validateFields, type BuilderField } from './builder';

const labelled = (fields: BuilderField[], ...labels: string[]) =>
  labels.reduce((current, label, index) => builderReducer(current, { type: 'update', index, change: { label } }), fields);

describe('the builder reducer', () => {
  it('adds a kind at the end, or where it was dropped', () => {
    let fields = builderReducer([], { type: 'add', kind: 'text' });
    fields = builderReducer(fields, { type: 'add', kind: 'signature' });
    fields = builderReducer(fields, { type: 'add', kind: 'section', at: 0 });
    fields = builderReducer(fields, { type: 'add', kind: 'choice', at: 99 });
    expect(fields.map((field) => [field.kind, field.type, field.required])).toEqual([
      ['section', 'section', false],
      ['text', 'text', true],
      ['signature', 'signature', true],
      ['choice', 'radio', true],
    ]);
    expect(fields[3]!.options).toEqual(['Yes', 'No']);
    expect(new Set(fields.map((field) => field.id)).size).toBe(4);
  });

  it('moves a field up and down, clamped to the list, and removes one', () => {
    const start = ['text', 'number', 'date'].reduce<BuilderField[]>(
      (current, kind) => builderReducer(current, { type: 'add', kind: kind as 'text' }),
      [],
    );
    const down = builderReducer(start, { type: 'move', from: 0, to: 1 });
    expect(down.map((field) => field.kind)).toEqual(['number', 'text', 'date']);
    const top = builderReducer(down, { type: 'move', from: 2, to: -5 });
    expect(top.map((field) => field.kind)).toEqual(['date', 'number', 'text']);
    expect(builderReducer(top, { type: 'move', from: 2, to: 2 })).toEqual(top);
    const removed = builderReducer(top, { type: 'remove', index: 1 });
    expect(removed.map((field) => field.kind)).toEqual(['date', 'text']);
  });

  it('makes the key from the label until the key is edited, and a section is never required', () => {
    let fields = labelled(builderReducer([], { type: 'add', kind: 'text' }), "Child's first name");
    expect(fields[0]!.key).toBe('child_s_first_name');
    fields = builderReducer(fields, { type: 'update', index: 0, change: { key: 'first_name' } });
    fields = builderReducer(fields, { type: 'update', index: 0, change: { label: 'First name of the child' } });
    expect(fields[0]).toMatchObject({ key: 'first_name', keyEdited: true });
    // Clearing the key hands it back to the label.
    fields = builderReducer(fields, { type: 'update', index: 0, change: { key: '' } });
    fields = builderReducer(fields, { type: 'update', index: 0, change: { label: 'Nickname' } });
    expect(fields[0]).toMatchObject({ key: 'nickname', keyEdited: false });
    const section = builderReducer(builderReducer([], { type: 'add', kind: 'section' }), { type: 'update', index: 0, change: { required: true } });
    expect(section[0]!.required).toBe(false);
  });

  it('finds a missing label, a duplicate key and a choice without options, beside each field', () => {
    let fields = ['text', 'text', 'choice', 'number'].reduce<BuilderField[]>(
      (current, kind) => builderReducer(current, { type: 'add', kind: kind as 'text' }),
      [],
    );
    fields = labelled(fields, 'Phone', 'phone', 'Pick one');
    fields = builderReducer(fields, { type: 'update', index: 2, change: { options: ['  ', ''] } });
    const problems = validateFields(fields);
    expect(problems).toEqual({
      [fields[1]!.id]: { key: builderMessages.key },
      [fields[2]!.id]: { options: builderMessages.options },
      [fields[3]!.id]: { label: builderMessages.label },
    });
    fields = builderReducer(fields, { type: 'update', index: 1, change: { key: 'other_phone' } });
    fields = builderReducer(fields, { type: 'update', index: 2, change: { options: ['Red', ' Blue '] } });
    fields = builderReducer(fields, { type: 'update', index: 3, change: { label: 'Age' } });
    expect(validateFields(fields)).toEqual({});
    expect(fieldInput(fields)[2]).toEqual({
      key: 'pick_one',
      label: 'Pick one',
      type: 'radio',
      required: true,
      options: ['Red', 'Blue'],
      helpText: null,
    });
  });

  it('reads saved fields back and places the API’s problems on them', () => {
    const fields = fieldsOf([
      { key: 'iep', label: 'Does your child have an IEP?', type: 'select', required: true, options: ['Yes', 'No'] },
      { key: 'sig', label: 'Signature', type: 'signature', required: true, options: [], helpText: 'Sign here' },
    ]);
    expect(fields.map((field) => [field.kind, field.keyEdited])).toEqual([
      ['choice', true],
      ['signature', true],
    ]);
    expect(serverProblems(fields, { 'fields.1.key': 'The key has already been taken.', title: 'The title has already been taken.' })).toEqual({
      [fields[1]!.id]: { key: 'The key has already been taken.' },
    });
  });
});
