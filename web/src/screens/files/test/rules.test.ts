import { describe, expect, it } from 'vitest';
import { decodeDrag, dropReasons, dropVerdict, encodeDrag, type DraggedItem } from '../model/dropRules';
import { nameMessages, nameProblem } from '../model/names';

const folder = (id: string, parentId: string | null): DraggedItem => ({ kind: 'folder', id, parentId });
const file = (id: string, parentId: string | null): DraggedItem => ({ kind: 'file', id, parentId });

describe('where dragged items may land', () => {
  it('a folder never goes into itself or a folder inside it', () => {
    expect(dropVerdict([folder('2', '1')], ['1', '2'])).toEqual({ ok: false, reason: dropReasons.itself });
    expect(dropVerdict([folder('2', '1')], ['1', '2', '5'])).toEqual({ ok: false, reason: dropReasons.child });
    expect(dropVerdict([file('9', '1'), folder('2', '1')], ['1', '2', '5', '7'])).toEqual({ ok: false, reason: dropReasons.child });
  });

  it('a move into the folder they are in changes nothing; a copy there is allowed', () => {
    expect(dropVerdict([file('9', '1'), folder('2', '1')], ['1'])).toEqual({ ok: false, reason: dropReasons.same });
    expect(dropVerdict([file('9', '1')], ['1'], true)).toEqual({ ok: true });
    expect(dropVerdict([file('9', null)], [])).toEqual({ ok: false, reason: dropReasons.same });
  });

  it('anything else lands, the top included', () => {
    expect(dropVerdict([folder('2', '1'), file('9', '1')], ['3'])).toEqual({ ok: true });
    expect(dropVerdict([folder('2', '1')], [])).toEqual({ ok: true });
    expect(dropVerdict([file('9', null)], ['2'])).toEqual({ ok: true });
    expect(dropVerdict([], ['2'])).toEqual({ ok: false, reason: dropReasons.nothing });
  });

  it('reads back only its own payload', () => {
    const items = [folder('2', null), file('9', '2')];
    expect(decodeDrag(encodeDrag(items))).toEqual(items);
    expect(decodeDrag('not json')).toEqual([]);
    expect(decodeDrag('[{"kind":"disk","id":"1","parentId":null}]')).toEqual([]);
  });
});

describe('a folder or file name', () => {
  it('refuses slashes, .., control characters, blanks and long names', () => {
    expect(nameProblem('  ')).toBe(nameMessages.required);
    expect(nameProblem('a/b')).toBe(nameMessages.slash);
    expect(nameProblem('a\\b')).toBe(nameMessages.slash);
    expect(nameProblem('..')).toBe(nameMessages.dots);
    expect(nameProblem('notes..old')).toBe(nameMessages.dots);
    expect(nameProblem('tab\there')).toBe(nameMessages.control);
    expect(nameProblem('x'.repeat(256))).toBe(nameMessages.length);
  });

  it('takes Unicode, spaces and single dots', () => {
    expect(nameProblem('Évaluation 2026 – été.pdf')).toBeNull();
    expect(nameProblem('Consent forms')).toBeNull();
    expect(nameProblem('v1.2 plan')).toBeNull();
  });
});
