// `npm run codegen` runs this before graphql-codegen: every resource folder with a `documents.json` gets its
// `operations.generated.ts`, so codegen reads and types them with the hand-written documents. `--check` writes
// nothing and fails if a generated file is not what its declaration gives.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { generatedFile, type ResourceDeclaration } from './resourceDocuments';

const screens = join(dirname(fileURLToPath(import.meta.url)), '../src/screens');
const schema = buildSchema(loadTypeDefs().join('\n'));
const check = process.argv.includes('--check');

const stale: string[] = [];
let written = 0;
for (const area of readdirSync(screens).sort()) {
  const declarationFile = join(screens, area, 'documents.json');
  if (!existsSync(declarationFile)) continue;
  const declaration = JSON.parse(readFileSync(declarationFile, 'utf8')) as ResourceDeclaration;
  const target = join(screens, area, 'operations.generated.ts');
  const text = generatedFile(schema, declaration);
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
