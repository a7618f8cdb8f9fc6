// The first JavaScript of every route, held to a budget at build time: a route loads the entry's chunks, the frame
// it is drawn in (the signed-in layout, itself loaded lazily), and its screen's chunk, each with everything it imports
// statically, before it can render. The build fails when any screen goes over its budget, and writes every figure to
// dist/route-budgets.json so that a reader (and the bench) sees what each route costs. Sizes are the written files'
// gzip (zlib's default level) in kB of 1000 bytes, as Vite's own report and the bench count them.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface RouteBudgets {
  /** kB of gzip JavaScript for a screen module, by its path from the web workspace (e.g. src/screens/auth/SignIn.tsx). */
  screens: Record<string, number>;
  /** kB for every screen not named. */
  otherwise: number;
  /**
   * The lazily loaded layout that frames the screens, and the route module whose screens it does not frame (the
   * public pages): a screen imported from anywhere else is weighed with the frame.
   */
  frame?: { module: string; notFor: string };
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

export interface ScreenWeight {
  screen: string;
  kB: number;
  budget: number;
  files: string[];
}

interface ModuleGraph {
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null;
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** Every chunk a chunk needs before it runs: itself and its static imports, transitively. */
function closure(start: string, chunks: Map<string, ChunkLike>, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) closure(next, chunks, into);
  return into;
}

export function routeBudgets(root: string, budgets: RouteBudgets): Plugin {
  const path = (id: string) => relative(root, id).replaceAll('\\', '/');
  return {
    name: 'portal-route-budgets',
    apply: 'build',
    // Once the files are written, so that the figures are those of the files a browser gets (Vite's own output
    // plugins still rewrite chunks after generateBundle), and the report is there to read when the build fails.
    enforce: 'post',
    writeBundle(options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
      const gzip = new Map<string, number>();
      const sizeOf = (file: string) => {
        if (!gzip.has(file)) gzip.set(file, gzipSync(chunks.get(file)?.code ?? '').length);
        return gzip.get(file)!;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry) return;
      const screenChunks = [...chunks.values()].filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId);
      const frameChunk = budgets.frame && screenChunks.find((chunk) => path(chunk.facadeModuleId!) === budgets.frame!.module);
      const graph = this as unknown as Partial<ModuleGraph>;
      const framed = (moduleId: string) => {
        if (!budgets.frame || !frameChunk) return false;
        const importers = graph.getModuleInfo?.(moduleId)?.dynamicImporters ?? [];
        return importers.some((importer) => path(importer) !== budgets.frame!.notFor);
      };
      const weights: ScreenWeight[] = [];
      for (const chunk of screenChunks) {
        const module = path(chunk.facadeModuleId!);
        if (!module.startsWith('src/screens/')) continue;
        let files = closure(chunk.fileName, chunks, closure(entry.fileName, chunks));
        if (frameChunk && framed(chunk.facadeModuleId!)) files = closure(frameChunk.fileName, chunks, files);
        const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
        weights.push({ screen: module, kB: kB(bytes), budget: budgets.screens[module] ?? budgets.otherwise, files: [...files] });
      }
      weights.sort((a, b) => b.kB - a.kB);
      if (options.dir) writeFileSync(join(options.dir, 'route-budgets.json'), `${JSON.stringify(weights, null, 2)}\n`);
      const over = weights.filter((weight) => weight.kB > weight.budget);
      if (over.length > 0) {
        this.error(
          `These routes' first JavaScript is over budget (gzip):\n${over
            .map((weight) => `  ${weight.screen}: ${weight.kB} kB, budget ${weight.budget} kB`)
            .join('\n')}\nMake the route load less before it renders, or raise its budget in web/vite/budgets.ts with the reason ` +
            '(every figure: dist/route-budgets.json).',
        );
      }
    },
  };
}
