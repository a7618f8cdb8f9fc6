// The message calls of the practice API's catalogue (message, sent-message, reply-message, export-message with the
// soft-delete lifecycle every catalogue has), each declared by a field of the schema with its method and path. The
// catalogue names the calls but not their paths beyond the name; the deleted list, restore and permanent delete take
// the API's usual spellings, and message-unread-count is the count the menu and the dashboard read. A call listed
// here and missing from the schema fails, named; the stand-in answering each declared path is checked by the
// coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const messages: Call[] = [
  'GET message',
  'GET message/{}',
  'POST message',
  'PUT message/{}',
  'DELETE message/{}',
  'GET deleted-message',
  'POST restore-message',
  'POST permanent-delete-message',
  'GET sent-message',
  'POST reply-message',
  'GET export-message/{}',
  'GET message-unread-count',
];

describe('the message calls of the catalogue', () => {
  it('the schema declares every message call', () => {
    const declared = declaredCalls();
    expect(messages.filter((call) => !declared.has(call))).toEqual([]);
  });
});
