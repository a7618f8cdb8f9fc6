// The registry of the declared resources, src/routes/resources.generated.ts, written by `npm run codegen` from every
// src/screens/**/resource.ts: each resource's routes open its pages of the screen module beside it (index.tsx, loaded
// lazily as a chunk of its own), and the menu reads the declarations. Found at codegen rather than by Vite's
// import.meta.glob so that the browser tests, which read the route table in Node, see the same table.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DeclaredResource } from './declarations';

/** The registry's text; `routes` is the folder the file is written to (src/routes). */
export function registryFile(resources: readonly DeclaredResource[], routes: string): string {
  const entries = resources.map(({ folder, name }) => {
    if (!existsSync(join(folder, 'index.tsx')))
      throw new Error(`${folder}/resource.ts declares ${name}, but its screens (index.tsx) are not beside it.`);
    return { name, from: relative(routes, folder).replaceAll('\\', '/') };
  });
  const byName = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  return [
    '// Written by `npm run codegen` from every src/screens/**/resource.ts (web/codegen/resourceRegistry.ts): declare a resource there, not here.',
    ...byName.map(({ name, from }) => `import { ${name} } from '${from}/resource';`),
    "import type { Resource, ResourcePage } from './resource';",
    "import { resourceRoutes } from './screens';",
    "import type { AppRoute } from './types';",
    '',
    '/** Every declared resource, in the order of their folders. */',
    "export const declaredResources: readonly Pick<Resource<ResourcePage>, 'menu' | 'listPath' | 'superAdminOnly' | 'permission'>[] = [",
    ...entries.map(({ name }) => `  ${name},`),
    '];',
    '',
    '/** Every page of every declared resource, each opening its page of the screen module beside the declaration. */',
    'export const declaredResourceRoutes: AppRoute[] = [',
    ...entries.map(({ name, from }) => `  ...resourceRoutes(${name}, () => import('${from}')),`),
    '];',
    '',
  ].join('\n');
}
