import { describe, expect, it } from 'vitest';
import { clickItem, emptySelection, keepListed, pressKey, type Selection } from '../model/selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (state: Selection | null) => [...(state?.selected ?? [])].sort();

describe('the selection of a folder', () => {
  it('a click picks one, Ctrl toggles, Shift extends from the anchor', () => {
    let state = clickItem(emptySelection, order, 'b');
    expect(ids(state)).toEqual(['b']);
    state = clickItem(state, order, 'd', { toggle: true });
    expect(ids(state)).toEqual(['b', 'd']);
    state = clickItem(state, order, 'b', { toggle: true });
    expect(ids(state)).toEqual(['d']);
    state = clickItem(state, order, 'a', { shift: true });
    // The anchor is the item last toggled, even when toggled off.
    expect(ids(state)).toEqual(['a', 'b']);
    expect(state.anchor).toBe('b');
    state = clickItem(state, order, 'e', { shift: true });
    expect(ids(state)).toEqual(['b', 'c', 'd', 'e']);
    state = clickItem(state, order, 'c');
    expect(ids(state)).toEqual(['c']);
  });

  it('Ctrl+Shift adds a range to what is picked', () => {
    let state = clickItem(emptySelection, order, 'a');
    state = clickItem(state, order, 'c', { toggle: true });
    state = clickItem(state, order, 'e', { shift: true, toggle: true });
    expect(ids(state)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('the arrows move, Shift+arrow extends, Ctrl+arrow moves only the focus and Space toggles', () => {
    let state = pressKey(emptySelection, order, 'ArrowDown');
    expect(ids(state)).toEqual(['a']);
    state = pressKey(state!, order, 'ArrowDown', { shift: true });
    state = pressKey(state!, order, 'ArrowDown', { shift: true });
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    state = pressKey(state!, order, 'ArrowDown', { toggle: true });
    expect(state?.focus).toBe('d');
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    state = pressKey(state!, order, 'ArrowDown', { toggle: true });
    state = pressKey(state!, order, ' ');
    expect(ids(state)).toEqual(['a', 'b', 'c', 'e']);
    state = pressKey(state!, order, ' ');
    expect(ids(state)).toEqual(['a', 'b', 'c']);
    state = pressKey(state!, order, 'Home');
    expect(ids(state)).toEqual(['a']);
    state = pressKey(state!, order, 'End', { shift: true });
    expect(ids(state)).toEqual(order);
    expect(pressKey(state!, order, 'ArrowDown')?.focus).toBe('e');
    expect(pressKey(emptySelection, order, 'ArrowUp')?.focus).toBe('a');
  });

  it('Ctrl+A picks everything; a plain a or an empty list means nothing', () => {
    expect(ids(pressKey(emptySelection, order, 'a', { toggle: true }))).toEqual(order);
    expect(pressKey(emptySelection, order, 'a')).toBeNull();
    expect(pressKey(emptySelection, [], 'ArrowDown')).toBeNull();
  });

  it('keeps only what is still listed', () => {
    const state = clickItem(clickItem(emptySelection, order, 'b'), order, 'd', { shift: true });
    const kept = keepListed(state, ['a', 'c', 'e']);
    expect(ids(kept)).toEqual(['c']);
    expect(kept.anchor).toBeNull();
    expect(keepListed(state, order)).toBe(state);
  });
});
