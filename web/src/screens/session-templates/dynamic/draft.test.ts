// The builder's moves: fields reorder within and across sections (drag or keyboard), a short code goes in at the
// cursor, and the saved input keeps each kind's own settings only.
import { describe, expect, it } from 'vitest';
import { addField, emptyDraft, insertAt, moveField, stepField, toInput, type Draft } from './draft';

function twoSections(): Draft {
  let draft = emptyDraft('DYNAMIC');
  draft = { ...draft, sections: [...draft.sections, { ...draft.sections[0]!, key: 'second', title: 'Second' }] };
  draft = addField(addField(draft, 0, 'TEXT'), 0, 'CHOICE');
  return addField(draft, 1, 'SIGNATURE');
}

const kinds = (draft: Draft) => draft.sections.map((section) => section.fields.map((field) => field.kind));

describe('moving fields', () => {
  it('moves a field up and down within its section, and across into the next one at its edge', () => {
    const draft = twoSections();
    expect(kinds(stepField(draft, { section: 0, index: 1 }, -1))).toEqual([['CHOICE', 'TEXT'], ['SIGNATURE']]);
    expect(kinds(stepField(draft, { section: 0, index: 1 }, 1))).toEqual([['TEXT'], ['CHOICE', 'SIGNATURE']]);
    expect(kinds(stepField(draft, { section: 1, index: 0 }, -1))).toEqual([['TEXT', 'CHOICE', 'SIGNATURE'], []]);
    // The first field goes nowhere up.
    expect(kinds(stepField(draft, { section: 0, index: 0 }, -1))).toEqual(kinds(draft));
  });

  it('drops a dragged field at the place of the field it is dropped on', () => {
    const draft = twoSections();
    expect(kinds(moveField(draft, { section: 1, index: 0 }, { section: 0, index: 0 }))).toEqual([['SIGNATURE', 'TEXT', 'CHOICE'], []]);
  });
});

describe('short codes and the saved input', () => {
  it('puts a code at the cursor, or at the end without one', () => {
    expect(insertAt('Seen on .', '{session_date}', 8)).toBe('Seen on {session_date}.');
    expect(insertAt('Client: ', '{student_name}', null)).toBe('Client: {student_name}');
  });

  it("sends each kind's own settings only, and no place on a page for a built template", () => {
    const input = toInput({ ...twoSections(), name: '  Home note ' });
    expect(input.name).toBe('Home note');
    const [text, choice] = input.sections![0]!.fields;
    expect(text).toMatchObject({ kind: 'TEXT', options: [], signer: null, placement: null });
    expect(choice).toMatchObject({ kind: 'CHOICE', options: ['Yes', 'No'] });
    expect(input.sections![1]!.fields[0]).toMatchObject({ kind: 'SIGNATURE', signer: 'PROVIDER', required: true });
  });
});
