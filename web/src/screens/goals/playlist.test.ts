import { describe, expect, it } from 'vitest';
import { moved, playlistInput, playlistOf } from './playlist';

describe('the playlist order', () => {
  it('moves a target up, down and clamps at the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('sends saved targets with their ids and new ones without, names trimmed, in order', () => {
    const saved = playlistOf([{ id: '7', name: 'Cup', status: 'Mastered' }]);
    const input = playlistInput([{ key: 'new-1', id: null, name: ' Shoe ', status: 'Baseline', masteryCriteria: null }, ...saved]);
    expect(input).toEqual([
      { name: 'Shoe', status: 'Baseline', masteryCriteria: null },
      { id: '7', name: 'Cup', status: 'Mastered', masteryCriteria: null },
    ]);
  });
});
