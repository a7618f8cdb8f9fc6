// Rewrites the published-schema snapshot (npm run schema:snapshot). A change that breaks existing clients is written
// only with BREAKING_REASON set; the reason and the breaking changes are added to schema/snapshot/BREAKING.md, and the
// same reason belongs in the commit's message.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { now } from '../dates/clock.js';
import { breakingLogFile, changesSince, describeChanges, publishedSchema, publishedText, snapshotFile } from './published.js';

const current = publishedSchema();
const before = existsSync(snapshotFile) ? readFileSync(snapshotFile, 'utf8') : undefined;
const changes = before === undefined ? undefined : await changesSince(before, current);
const reason = process.env.BREAKING_REASON?.trim();

if (changes && changes.breaking.length > 0) {
  if (!reason) {
    console.error(`These changes break existing clients:\n${describeChanges(changes.breaking)}`);
    console.error('Keep the old fields (deprecate them) or run again with BREAKING_REASON="why" to accept them.');
    process.exit(1);
  }
  const day = now().toISOString().slice(0, 10);
  appendFileSync(breakingLogFile, `\n## ${day}: ${reason}\n\n${describeChanges(changes.breaking).replaceAll('  - ', '- ')}\n`);
}
writeFileSync(snapshotFile, publishedText(current));
const counted = changes
  ? `${changes.breaking.length} breaking, ${changes.dangerous.length} dangerous, ${changes.safe.length} safe`
  : 'first snapshot';
console.log(`${snapshotFile} written (${counted}).`);
