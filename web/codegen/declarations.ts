// What `npm run codegen` reads from the declarations under src/screens: each resource.ts (one resource each) and each
// documents.ts (records that are no declared resource, exporting `documents`). The files are imported as they are:
// they hold declarations only, no screen code.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommonDocuments } from '../src/routes/commonDocuments';

export interface DeclarationModule {
  /** The declaration's folder. */
  folder: string;
  file: 'resource.ts' | 'documents.ts';
  exports: Record<string, unknown>;
}

export interface DeclaredDocuments {
  folder: string;
  declaration: CommonDocuments;
}

/** A declared resource: its folder and the name its resource.ts exports it by. */
export interface DeclaredResource {
  folder: string;
  name: string;
}

const declarationFiles = ['resource.ts', 'documents.ts'] as const;

/** Every declaration file under a folder, an area's before its sub-pages', in a stable order. */
function filesUnder(parent: string): string[] {
  const entries = readdirSync(parent, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const own = entries.filter((entry) => entry.isFile() && (declarationFiles as readonly string[]).includes(entry.name));
  const below = entries.filter((entry) => entry.isDirectory()).flatMap((entry) => filesUnder(join(parent, entry.name)));
  return [...own.map((entry) => join(parent, entry.name)), ...below];
}

export async function declarationModules(screens: string): Promise<DeclarationModule[]> {
  const modules: DeclarationModule[] = [];
  for (const path of filesUnder(screens)) {
    const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    modules.push({ folder: dirname(path), file: path.endsWith('resource.ts') ? 'resource.ts' : 'documents.ts', exports });
  }
  return modules;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isDocumentsDeclaration(value: unknown): value is CommonDocuments {
  return isObject(value) && typeof value['type'] === 'string';
}

/** What `resource()` gives, as routes/resource.ts's `isResource` tells it. */
function isResource(value: unknown): boolean {
  return isObject(value) && 'routes' in value && 'names' in value && 'permission' in value && 'listPath' in value;
}

/** The resource a resource.ts exports: exactly one. */
export function resourceOf(module: DeclarationModule): DeclaredResource {
  const names = Object.entries(module.exports)
    .filter(([, value]) => isResource(value))
    .map(([name]) => name);
  if (names.length !== 1) throw new Error(`${module.folder}/resource.ts must export one resource; it exports ${names.length}.`);
  return { folder: module.folder, name: names[0]! };
}

/** The common documents a module declares: a documents.ts's `documents`, or its resource's `documents`. */
export function documentsOf(module: DeclarationModule): DeclaredDocuments | undefined {
  if (module.file === 'documents.ts') {
    const declaration = module.exports['documents'];
    return isDocumentsDeclaration(declaration) ? { folder: module.folder, declaration } : undefined;
  }
  const resource = module.exports[resourceOf(module).name];
  const declaration = isObject(resource) ? resource['documents'] : undefined;
  return isDocumentsDeclaration(declaration) ? { folder: module.folder, declaration } : undefined;
}

export async function declaredDocuments(screens: string): Promise<DeclaredDocuments[]> {
  const found = (await declarationModules(screens)).flatMap((module) => documentsOf(module) ?? []);
  const folders = found.map(({ folder }) => folder);
  const twice = folders.find((folder, index) => folders.indexOf(folder) !== index);
  if (twice) throw new Error(`${twice} declares its common documents twice.`);
  return found;
}
