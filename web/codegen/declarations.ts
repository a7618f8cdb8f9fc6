// Where `npm run codegen` finds which folders get the common documents: each resource.ts under src/screens whose
// resource declares `documents`, and each documents.ts (records that are no declared resource) exporting `documents`.
// The files are imported as they are: they hold declarations only, no screen code.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommonDocuments } from '../src/routes/commonDocuments';

export interface DeclaredDocuments {
  folder: string;
  declaration: CommonDocuments;
}

const declarationFiles = new Set(['resource.ts', 'documents.ts']);

/** Every declaration file under a folder, an area's before its sub-pages', in a stable order. */
function filesUnder(parent: string): string[] {
  const entries = readdirSync(parent, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const own = entries.filter((entry) => entry.isFile() && declarationFiles.has(entry.name)).map((entry) => join(parent, entry.name));
  const below = entries.filter((entry) => entry.isDirectory()).flatMap((entry) => filesUnder(join(parent, entry.name)));
  return [...own, ...below];
}

function isDeclaration(value: unknown): value is CommonDocuments {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The documents a module declares: a documents.ts's `documents`, or the `documents` of each resource it exports. */
function declaredIn(module: Record<string, unknown>): CommonDocuments[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (name === 'documents') return isDeclaration(value) ? [value] : [];
    const documents = typeof value === 'object' && value !== null ? (value as { documents?: unknown }).documents : undefined;
    return isDeclaration(documents) ? [documents] : [];
  });
}

export async function declaredDocuments(screens: string): Promise<DeclaredDocuments[]> {
  const found: DeclaredDocuments[] = [];
  for (const file of filesUnder(screens)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const declarations = declaredIn(module);
    if (declarations.length > 1) throw new Error(`${file} declares ${declarations.length} sets of common documents; a folder has one.`);
    const folder = dirname(file);
    if (declarations[0]) {
      if (found.some((other) => other.folder === folder)) throw new Error(`${folder} declares its common documents twice.`);
      found.push({ folder, declaration: declarations[0] });
    }
  }
  return found;
}
