// `npm run codegen` runs this before graphql-codegen: every folder under src/screens that declares common documents
// (codegen/declarations.ts) gets its `operations.generated.ts`, so codegen reads and types them with the hand-written
// documents. `--check` writes nothing and fails if a generated file is not what its
// declaration gives.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { declaredDocuments } from './declarations';
import { generatedFile } from './resourceDocuments';

const screens = join(dirname(fileURLToPath(import.meta.url)), '../src/screens');
const gql = join(screens, '../gql');

const schema = buildSchema(loadTypeDefs().join('\n'));
const check = process.argv.includes('--check');

const stale: string[] = [];
let written = 0;
for (const { folder, declaration } of await declaredDocuments(screens)) {
  const target = join(folder, 'operations.generated.ts');
  const text = generatedFile(schema, declaration, relative(folder, gql));
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(target);
  else {
    writeFileSync(target, text);
    written += 1;
  }
}
if (stale.length > 0) {
  console.error(`Generated documents out of date (run \`npm run codegen\`):\n${stale.join('\n')}`);
  // Fails the check once the message is out, without cutting the output short.
  process.exitCode = 1;
} else if (written > 0) console.log(`Resource documents: ${written} file(s) written.`);
