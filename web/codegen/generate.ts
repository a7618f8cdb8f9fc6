// `npm run codegen` runs this before graphql-codegen. From the declarations under src/screens (codegen/declarations.ts)
// it writes every folder's `operations.generated.ts` that declares common documents, so codegen reads and types them
// with the hand-written documents, and the registry of the declared resources (src/routes/resources.generated.ts).
// `--check` writes nothing and fails if a generated file is not what its declarations give.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { loadTypeDefs } from '@portal/schema';
import { declarationModules, documentsOf, resourceOf } from './declarations';
import { registryFile } from './resourceRegistry';
import { generatedFile } from './resourceDocuments';

const screens = join(dirname(fileURLToPath(import.meta.url)), '../src/screens');
const gql = join(screens, '../gql');
const routes = join(screens, '../routes');

const schema = buildSchema(loadTypeDefs().join('\n'));
const check = process.argv.includes('--check');
const modules = await declarationModules(screens);

const files = new Map<string, string>();
for (const declared of modules.flatMap((module) => documentsOf(module) ?? [])) {
  const target = join(declared.folder, 'operations.generated.ts');
  if (files.has(target)) throw new Error(`${declared.folder} declares its common documents twice.`);
  files.set(target, generatedFile(schema, declared.declaration, relative(declared.folder, gql)));
}
// The registry is source like any other (linted and formatted); the documents files are left as written.
const registry = join(routes, 'resources.generated.ts');
const resources = modules.filter((module) => module.file === 'resource.ts').map(resourceOf);
files.set(registry, await format(registryFile(resources, routes), { ...(await resolveConfig(registry)), filepath: registry }));

const stale: string[] = [];
let written = 0;
for (const [target, text] of files) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(target);
  else {
    writeFileSync(target, text);
    written += 1;
  }
}
if (stale.length > 0) {
  console.error(`Generated files out of date (run \`npm run codegen\`):\n${stale.join('\n')}`);
  // Fails the check once the message is out, without cutting the output short.
  process.exitCode = 1;
} else if (written > 0) console.log(`Resource declarations: ${written} file(s) written.`);
