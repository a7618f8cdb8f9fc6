import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changesSince, describeChanges, publishedSchema, publishedText, snapshotFile } from './published.js';

const sdl = (fields: string) => [`type Query {\n${fields}\n}`, 'directive @rest(path: String) on FIELD_DEFINITION'];

describe('the published schema', () => {
  it('is the committed snapshot: rewrite it with npm run schema:snapshot (a breaking change needs BREAKING_REASON)', async () => {
    const snapshot = readFileSync(snapshotFile, 'utf8');
    const changes = await changesSince(snapshot);
    const report = [
      changes.breaking.length > 0 && `Breaking for existing clients:\n${describeChanges(changes.breaking)}`,
      changes.dangerous.length > 0 && `Dangerous:\n${describeChanges(changes.dangerous)}`,
      changes.safe.length > 0 && `Safe (only the snapshot is behind):\n${describeChanges(changes.safe)}`,
    ].filter(Boolean);
    expect(report.join('\n'), 'schema/*.graphql differs from schema/snapshot/published.graphql').toBe('');
    expect(publishedText()).toBe(snapshot);
  });

  it('tells a removed field (breaking) from an added one (safe), and leaves the gateway-only directives out', async () => {
    const before = publishedText(publishedSchema(sdl('  a: Int @rest(path: "a")\n  b: Int')));
    expect(before).not.toContain('@rest');
    const removed = await changesSince(before, publishedSchema(sdl('  a: Int')));
    expect(removed.breaking.map((change) => change.message)).toEqual(["Field 'b' was removed from object type 'Query'"]);
    const added = await changesSince(before, publishedSchema(sdl('  a: Int\n  b: Int\n  c: String')));
    expect(added.breaking).toEqual([]);
    expect(added.safe.map((change) => change.message)).toEqual(["Field 'c' was added to object type 'Query'"]);
  });
});
