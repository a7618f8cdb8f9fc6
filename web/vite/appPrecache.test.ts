import type { Plugin } from 'vite';
import type { ManifestEntry } from 'workbox-build';
import { describe, expect, it } from 'vitest';
import { appPrecache } from './appPrecache';

type Hooks = Plugin & { generateBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): void };

function chunk(fileName: string, imports: string[], dynamicImports: string[], facade: string | null, css: string[] = []) {
  return { type: 'chunk', fileName, imports, dynamicImports, facadeModuleId: facade, viteMetadata: { importedCss: new Set(css) } };
}

const bundle = {
  'assets/main.js': chunk('assets/main.js', ['assets/react.js'], ['assets/students.js'], '/app/web/index.html', ['assets/main.css']),
  'assets/students.js': chunk('assets/students.js', ['assets/grid.js'], [], '/app/web/src/screens/students/record.ts', ['assets/students.css']),
  'assets/grid.js': chunk('assets/grid.js', [], [], null),
  'assets/react.js': chunk('assets/react.js', [], [], null),
  'assets/sandbox.js': chunk('assets/sandbox.js', ['assets/react.js'], ['assets/editor.js'], '/app/web/sandbox.html', ['assets/sandbox.css']),
  'assets/editor.js': chunk('assets/editor.js', [], [], null),
  'assets/sandbox.css': { type: 'asset', fileName: 'assets/sandbox.css' },
};

const entries = (urls: string[]) => urls.map((url): ManifestEntry & { size: number } => ({ url, revision: null, size: 1 }));

describe('the app precache', () => {
  it("keeps what the app's page can load, and leaves out what only the sandbox loads", async () => {
    const precache = appPrecache('/index.html');
    (precache.plugin as Hooks).generateBundle.call({}, {}, bundle);
    const all = [...Object.keys(bundle), 'assets/main.css', 'assets/students.css', 'index.html', 'assets/font.woff2', 'pwa-192x192.png'];
    const { manifest } = await precache.transform(entries(all));
    expect(manifest.map((entry) => entry.url).sort()).toEqual(
      [
        'assets/font.woff2',
        'assets/grid.js',
        'assets/main.css',
        'assets/main.js',
        'assets/react.js',
        'assets/students.css',
        'assets/students.js',
        'index.html',
        'pwa-192x192.png',
      ].sort(),
    );
  });

  it("refuses a build without the app's page", () => {
    const precache = appPrecache('/missing.html');
    expect(() => (precache.plugin as Hooks).generateBundle.call({}, {}, bundle)).toThrow(/No entry chunk for \/missing.html/);
  });
});
