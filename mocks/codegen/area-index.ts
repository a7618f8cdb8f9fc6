// `npm run codegen` runs this before every build and test: every folder under src/areas/ whose index.ts exports its
// Area (`export const fooArea`) is listed in src/areas/index.generated.ts, sorted by folder; src/areas/index.ts
// orders them by their `after`. `--check` writes nothing and fails if the written file is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const areasDir = join(dirname(fileURLToPath(import.meta.url)), '../src/areas');
const target = join(areasDir, 'index.generated.ts');
const exported = /^export const (\w+Area)\b(?::\s*Area)?\s*=/gm;

const found = readdirSync(areasDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(areasDir, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort()
  .map((folder) => {
    const names = [...readFileSync(join(areasDir, folder, 'index.ts'), 'utf8').matchAll(exported)].map((match) => match[1]!);
    if (names.length !== 1) throw new Error(`src/areas/${folder}/index.ts must export one Area constant (found ${names.length}).`);
    return { folder, name: names[0]! };
  });

const text = [
  '// Written by mocks/codegen/area-index.ts (`npm run codegen`) from the folders under src/areas/; do not edit.',
  "import type { Area } from '../server/area.js';",
  ...found.map(({ folder, name }) => `import { ${name} } from './${folder}/index.js';`),
  '',
  '/** Every area, by folder; src/areas/index.ts puts them in registration order. */',
  `export const discoveredAreas: readonly Area[] = [${found.map(({ name }) => name).join(', ')}];`,
  '',
].join('\n');
const formatted = await format(text, { ...(await resolveConfig(target)), filepath: target });

const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
if (current !== formatted && process.argv.includes('--check')) {
  console.error('mocks/src/areas/index.generated.ts is out of date (run `npm run codegen`).');
  process.exitCode = 1;
} else if (current !== formatted) {
  writeFileSync(target, formatted);
  console.log(`Stand-in areas: ${found.length} listed in mocks/src/areas/index.generated.ts.`);
}
