import { describe, expect, it } from 'vitest';
import { camelCase, snakeCase } from './names.js';

describe('names', () => {
  it.each([
    ['perPage', 'per_page'],
    ['siteId', 'site_id'],
    ['pendingFileCount', 'pending_file_count'],
    ['dobMonth', 'dob_month'],
    ['name', 'name'],
    ['userID', 'user_id'],
  ])('%s is %s on the wire', (graphql, wire) => {
    expect(snakeCase(graphql)).toBe(wire);
  });

  it('reads API names back in camelCase', () => {
    expect(camelCase('confirm_password')).toBe('confirmPassword');
    expect(camelCase('pending_file_count')).toBe('pendingFileCount');
    expect(camelCase('email')).toBe('email');
  });
});
