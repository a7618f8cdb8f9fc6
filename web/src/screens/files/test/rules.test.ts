import { describe, expect, it } from 'vitest';
import { decodeDrag, dropReasons, dropVerdict, encodeDrag, type DraggedItem } from '../model/dropRules';
import { arrange, countLabel, type Item } from '../model/items';
import { nameMessages, nameProblem } from '../model/names';
import { MAX_UPLOAD_BYTES, uploadMessages, uploadProblem } from '../upload/uploadRules';

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
    expect(nameProblem(' trailing tab\t')).toBeNull();
    expect(nameProblem('x'.repeat(256))).toBe(nameMessages.length);
  });

  it('takes Unicode, spaces and single dots', () => {
    expect(nameProblem('Évaluation 2026 – été.pdf')).toBeNull();
    expect(nameProblem('Consent forms')).toBeNull();
    expect(nameProblem('v1.2 plan')).toBeNull();
  });
});

describe('a folder listed', () => {
  const item = (kind: Item['kind'], id: string, name: string, size = 0, updatedAt: string | null = null): Item => ({
    kind,
    id,
    name,
    parentId: null,
    size,
    updatedAt,
    by: null,
    mimeType: kind === 'file' ? 'application/pdf' : null,
  });
  const items = [
    item('file', '1', 'b.pdf', 30, '2026-01-02'),
    item('folder', '1', 'Zeta'),
    item('file', '2', 'A 10.pdf', 10),
    item('file', '3', 'A 9.pdf', 20),
    item('folder', '2', 'alpha'),
  ];

  it('folders first, then files, names in natural order; sorts by size and date either way', () => {
    expect(arrange(items, { key: 'name', descending: false }, '').map((i) => i.name)).toEqual(['alpha', 'Zeta', 'A 9.pdf', 'A 10.pdf', 'b.pdf']);
    expect(
      arrange(items, { key: 'size', descending: true }, '')
        .map((i) => i.name)
        .slice(2),
    ).toEqual(['b.pdf', 'A 9.pdf', 'A 10.pdf']);
  });

  it('searches names in any case', () => {
    expect(arrange(items, { key: 'name', descending: false }, 'a 1').map((i) => i.name)).toEqual(['A 10.pdf']);
  });

  it('counts what a question names', () => {
    expect(countLabel([item('file', '1', 'a')])).toBe('1 file');
    expect(countLabel([item('folder', '1', 'a'), item('folder', '2', 'b')])).toBe('2 folders');
    expect(countLabel(items)).toBe('5 items');
  });
});

describe('a file to upload', () => {
  it('is refused by type and size before it is sent, in the server words', () => {
    expect(uploadProblem({ name: 'plan.pdf', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'Scan 2026.JPEG', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'run.exe', size: 10 })).toBe(uploadMessages.type);
    expect(uploadProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(uploadMessages.size);
  });
});
