// The first JavaScript of every route, held to a budget at build time: a route loads the entry's chunks and its
// screen's chunk with everything those import statically, before it can render. The build fails when any screen goes
// over its budget (gzip, zlib's default level, as Vite's own report), and writes every figure to
// dist/route-budgets.json so that a reader (and the bench) sees what each route costs.
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export interface RouteBudgets {
  /** kB of gzip JavaScript for a screen module, by its path from the web workspace (e.g. src/screens/auth/SignIn.tsx). */
  screens: Record<string, number>;
  /** kB for every screen not named. */
  otherwise: number;
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

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Every chunk a chunk needs before it runs: itself and its static imports, transitively. */
function closure(start: string, chunks: Map<string, ChunkLike>, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) closure(next, chunks, into);
  return into;
}

export function routeBudgets(root: string, budgets: RouteBudgets): Plugin {
  let over: ScreenWeight[] = [];
  return {
    name: 'portal-route-budgets',
    apply: 'build',
    // After Vite's own output plugins, which still rewrite chunks (preload lists) and their names.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
      const gzip = new Map<string, number>();
      const sizeOf = (file: string) => {
        if (!gzip.has(file)) gzip.set(file, gzipSync(chunks.get(file)?.code ?? '').length);
        return gzip.get(file)!;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry) return;
      const weights: ScreenWeight[] = [];
      for (const chunk of chunks.values()) {
        const module = chunk.facadeModuleId && relative(root, chunk.facadeModuleId).replaceAll('\\', '/');
        if (!chunk.isDynamicEntry || !module?.startsWith('src/screens/')) continue;
        const files = closure(chunk.fileName, chunks, closure(entry.fileName, chunks));
        const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
        weights.push({ screen: module, kB: kB(bytes), budget: budgets.screens[module] ?? budgets.otherwise, files: [...files] });
      }
      weights.sort((a, b) => b.kB - a.kB);
      this.emitFile({ type: 'asset', fileName: 'route-budgets.json', source: `${JSON.stringify(weights, null, 2)}\n` });
      over = weights.filter((weight) => weight.kB > weight.budget);
    },
    // After the files are written, so that the report is there to read when the build fails.
    writeBundle() {
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
