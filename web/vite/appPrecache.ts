// What the service worker precaches of the build's scripts and styles: only the files the app's own page can load
// (its entry chunk with every chunk it imports, statically or lazily, and their CSS). The GraphiQL sandbox is a second
// entry of the same build whose editor alone is a megabyte; a therapist offline never needs it.
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** Every file reachable from `start`: the chunk, what it imports either way, and their CSS. */
function reachable(start: string, chunks: Map<string, ChunkLike>, into = new Set<string>()): Set<string> {
  const chunk = chunks.get(start);
  if (into.has(start) || !chunk) return into;
  into.add(start);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const next of [...chunk.imports, ...chunk.dynamicImports]) reachable(next, chunks, into);
  return into;
}

export interface AppPrecache {
  plugin: Plugin;
  /** Drops the scripts and styles the app's page cannot load from Workbox's precache list. */
  transform: ManifestTransform;
}

/** `page` is the HTML entry of the app (index.html), by its path as the build names it. */
export function appPrecache(page: string): AppPrecache {
  let app: Set<string> | undefined;
  return {
    plugin: {
      name: 'portal:app-precache',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const entry = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(page));
        if (!entry) throw new Error(`No entry chunk for ${page}: the service worker would precache nothing of the app.`);
        app = reachable(entry.fileName, chunks);
      },
    },
    transform(entries) {
      if (!app) throw new Error('The app precache ran before the bundle was written.');
      const kept = app;
      return { manifest: entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || kept.has(entry.url)), warnings: [] };
    },
  };
}
