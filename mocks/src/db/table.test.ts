import { describe, expect, it } from 'vitest';
import { Table, type Row } from './table.js';

interface Link extends Row {
  owner: number;
  label: string;
}

describe('rows grouped by a field', () => {
  it('answers the live rows holding a value in id order, and follows every change made through the table', () => {
    const table = new Table<Link>('links');
    const [a, , c] = [1, 2, 1].map((owner, index) => table.insert({ owner, label: `link ${index}` }));
    expect(table.activeBy('owner', 1).map((row) => row.label)).toEqual(['link 0', 'link 2']);
    expect(table.activeBy('owner', 3)).toEqual([]);
    expect(table.activeAmong('owner', [2, 1]).map((row) => row.label)).toEqual(['link 1', 'link 0', 'link 2']);
    expect(table.activeAmong('owner', undefined)).toEqual(table.active());

    table.softDelete(a!.id);
    expect(table.activeBy('owner', 1).map((row) => row.id)).toEqual([c!.id]);
    table.restore(a!.id);
    table.update(c!.id, { owner: 3 });
    expect(table.activeBy('owner', 1).map((row) => row.id)).toEqual([a!.id]);
    expect(table.activeBy('owner', 3).map((row) => row.label)).toEqual(['link 2']);
    table.insert({ owner: 3, label: 'link 3' });
    expect(table.activeBy('owner', 3)).toHaveLength(2);
    table.purge(c!.id);
    expect(table.activeBy('owner', 3).map((row) => row.label)).toEqual(['link 3']);

    const copy = table.copy();
    table.clear();
    expect(table.activeBy('owner', 1)).toEqual([]);
    table.replaceWith(copy);
    expect(table.activeBy('owner', 1).map((row) => row.label)).toEqual(['link 0']);
  });
});
