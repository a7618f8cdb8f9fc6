// Every declared resource, found rather than listed: each src/screens/**/resource.ts exports one resource, and its
// screen module is the index.tsx beside it. The declarations load with the route table (they hold no screen code);
// each screen module stays a chunk of its own, loaded when one of its routes opens.
import type { ComponentType } from 'react';
import { isResource, type Resource, type ResourcePage } from './resource';
import { resourceRoutes, type ScreenModule } from './screens';
import type { AppRoute } from './types';

const declarations = import.meta.glob<Record<string, unknown>>('../screens/**/resource.ts', { eager: true });
// The client portal is a public page, no resource: a screen this module imports would be weighed with the signed-in
// frame (vite/budgets.ts).
const screenModules = import.meta.glob<ScreenModule<Record<string, ComponentType>>>(['../screens/**/index.tsx', '!../screens/client-portal/**']);

export interface DeclaredResource {
  /** The declaration's folder, from src/routes: `../screens/certifications`. */
  folder: string;
  resource: Resource<ResourcePage>;
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

function declared(): DeclaredResource[] {
  return Object.entries(declarations).map(([path, module]) => {
    const found = Object.values(module).filter(isResource);
    if (found.length !== 1) throw new Error(`${path} must export one resource; it exports ${found.length}.`);
    return { folder: folderOf(path), resource: found[0]! };
  });
}

/** Every declared resource, in the order of their folders. */
export const declaredResources: readonly DeclaredResource[] = declared();

/** Every page of every declared resource, each opening its page of the screen module beside the declaration. */
export const declaredResourceRoutes: AppRoute[] = declaredResources.flatMap(({ folder, resource }) => {
  const load = screenModules[`${folder}/index.tsx`];
  if (!load) throw new Error(`${folder}/resource.ts declares a resource, but its screens (index.tsx) are not beside it.`);
  return resourceRoutes(resource, load);
});
