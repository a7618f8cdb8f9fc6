import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeBudgets, type ScreenWeight } from './routeBudgets';

const root = '/app/web';

/** A chunk of incompressible code of about `kB` gzip kilobytes. */
function code(kB: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < kB * 1024 * 1.4) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return text;
}

function chunk(fileName: string, kB: number, imports: string[], module: string | null, kind: 'entry' | 'dynamic' | 'shared') {
  return {
    type: 'chunk' as const,
    fileName,
    code: code(kB, fileName.length * 7919 + kB),
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'dynamic',
    facadeModuleId: module && `${root}/${module}`,
  };
}

type Hooks = Plugin & {
  writeBundle(this: unknown, options: { dir?: string }, bundle: Record<string, unknown>): void;
};

function run(budgets: Parameters<typeof routeBudgets>[1]) {
  const plugin = routeBudgets(root, budgets) as Hooks;
  const bundle = Object.fromEntries(
    [
      chunk('main.js', 20, ['react.js'], 'index.html', 'entry'),
      chunk('react.js', 30, [], null, 'shared'),
      chunk('grid.js', 40, [], null, 'shared'),
      chunk('layout.js', 15, ['react.js'], 'src/layout/Frame.tsx', 'dynamic'),
      chunk('SignIn.js', 5, [], 'src/screens/auth/SignIn.tsx', 'dynamic'),
      chunk('List.js', 10, ['grid.js', 'react.js'], 'src/screens/list/List.tsx', 'dynamic'),
      chunk('prefetch.js', 1, [], 'src/app/prefetch.ts', 'dynamic'),
    ].map((entry) => [entry.fileName, entry]),
  );
  const dir = mkdtempSync(join(tmpdir(), 'route-budgets-'));
  const errors: string[] = [];
  const importers: Record<string, string[]> = {
    [`${root}/src/screens/auth/SignIn.tsx`]: [`${root}/src/routes/public.ts`],
    [`${root}/src/screens/list/List.tsx`]: [`${root}/src/routes/lists.ts`],
  };
  const context = {
    getModuleInfo: (id: string) => ({ dynamicImporters: importers[id] ?? [] }),
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  try {
    plugin.writeBundle.call(context, { dir }, bundle);
  } catch {
    // The message is kept in `errors`.
  }
  const report = JSON.parse(readFileSync(join(dir, 'route-budgets.json'), 'utf8')) as ScreenWeight[];
  rmSync(dir, { recursive: true });
  return { report, errors };
}

describe('route budgets', () => {
  it('weighs each screen with the entry and every chunk either imports, once each', () => {
    const { report, errors } = run({ screens: {}, otherwise: 500 });
    expect(errors).toEqual([]);
    expect(report.map((weight) => weight.screen)).toEqual(['src/screens/list/List.tsx', 'src/screens/auth/SignIn.tsx']);
    const [list, signIn] = report;
    expect(list!.files.sort()).toEqual(['List.js', 'grid.js', 'main.js', 'react.js']);
    expect(signIn!.files.sort()).toEqual(['SignIn.js', 'main.js', 'react.js']);
    // About 20 + 30 + 40 + 10 and 20 + 30 + 5 kB: incompressible code gzips to roughly its size.
    expect(list!.kB).toBeGreaterThan(70);
    expect(list!.kB).toBeLessThan(110);
    expect(signIn!.kB).toBeLessThan(list!.kB - 30);
  });

  it('weighs the signed-in screens with the lazily loaded frame, and the public ones without it', () => {
    const { report } = run({ screens: {}, otherwise: 500, frame: { module: 'src/layout/Frame.tsx', notFor: 'src/routes/public.ts' } });
    const list = report.find((weight) => weight.screen === 'src/screens/list/List.tsx')!;
    const signIn = report.find((weight) => weight.screen === 'src/screens/auth/SignIn.tsx')!;
    expect(list.files.sort()).toEqual(['List.js', 'grid.js', 'layout.js', 'main.js', 'react.js']);
    expect(signIn.files.sort()).toEqual(['SignIn.js', 'main.js', 'react.js']);
  });

  it('fails the build naming each screen over its budget, after the report is written', () => {
    const { report, errors } = run({ screens: { 'src/screens/auth/SignIn.tsx': 10 }, otherwise: 60 });
    expect(report).toHaveLength(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/screens\/list\/List\.tsx: [\d.]+ kB, budget 60 kB/);
    expect(errors[0]).toMatch(/src\/screens\/auth\/SignIn\.tsx: [\d.]+ kB, budget 10 kB/);
  });
});
