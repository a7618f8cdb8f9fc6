import { describe, expect, it } from 'vitest';
import { byIdCallRows, byIdLimit, ListLengths } from './by-id.js';

describe('asking by id or reading the whole list', () => {
  it('asks up to byIdLimit ids one by one before any list was read, and reads the list past it', () => {
    const lengths = new ListLengths();
    expect(lengths.readsById('client-list', byIdLimit)).toBe(true);
    expect(lengths.readsById('client-list', byIdLimit + 1)).toBe(false);
  });

  it('asks for more ids one by one once their list was read long, by the cost of a call in rows, list by list', () => {
    const lengths = new ListLengths();
    lengths.read('client-list', 200 * byIdCallRows);
    expect(lengths.readsById('client-list', 200)).toBe(true);
    expect(lengths.readsById('client-list', 201)).toBe(false);
    expect(lengths.readsById('all-staffs', 200)).toBe(false);
    // A list that has shrunk since says so at its next read.
    lengths.read('client-list', 600);
    expect(lengths.readsById('client-list', 200)).toBe(false);
  });
});
