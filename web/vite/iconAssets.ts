// Blueprint draws an icon once its SVG paths have loaded. Its own loaders bring every icon of a size at once (about
// 100 kB gzip each), and a map of one lazy chunk per icon costs ~34 kB gzip in the entry chunk. Instead each icon's
// paths are a small JSON file beside the build, fetched the first time the icon is drawn (app/icons.ts). The folder
// is named by the icons' version, so its files are cached for good like the rest of /assets.
// The icons the shell and the kit name (the menu, the header, the lists' toolbars) are also one file, common.json,
// loaded before the first draw: drawn one by one as each arrived, every icon was a second render of its part of the
// page, and the menu's alone were forty requests.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const sizes = ['16px', '20px'] as const;

/** The paths of one icon file of @blueprintjs/icons (`export default [...]`, or a const of it), as JSON. */
function pathsOf(file: string): string {
  const source = readFileSync(file, 'utf8');
  const match = /^(?:export default|const \w+ =) (\[.*\]);$/m.exec(source);
  if (!match) throw new Error(`Unexpected icon module ${file}`);
  return JSON.stringify(JSON.parse(match[1]!));
}

/** add-column-left → AddColumnLeft, as the generated enum's keys are made. */
function pascalCase(name: string): string {
  return name
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The 16px icons named in the sources under `folders` (tests aside): every quoted string that is an icon's name. A word
 * that only happens to be an icon's name adds a few hundred bytes; an icon left out is still fetched on its own.
 */
export function namedIcons(folders: readonly string[], known: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      return;
    }
    if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path)) return;
    for (const match of readFileSync(path, 'utf8').matchAll(/['"]([a-z0-9-]+)['"]/g)) if (known.has(match[1]!)) named.add(match[1]!);
  };
  for (const folder of folders) visit(folder);
  return [...named].sort();
}

/** The names of the icons a folder of path modules holds (`generated/<size>/paths`). */
function iconNames(pathsDir: string): string[] {
  return readdirSync(pathsDir)
    .filter((name) => name.endsWith('.js') && name !== 'index.js')
    .map((name) => name.replace(/\.js$/, ''));
}

/** `common.json`: each common icon's 16px paths by name. */
function commonIcons(pathsDir: string, folders: readonly string[]): string {
  const entries = namedIcons(folders, new Set(iconNames(pathsDir))).map((name) => `${JSON.stringify(name)}:${pathsOf(join(pathsDir, `${name}.js`))}`);
  return `{${entries.join(',')}}`;
}

/** `commonFrom`: the source folders whose icons go into common.json. */
export function blueprintIconAssets(iconsPackage: string, commonFrom: readonly string[]): Plugin {
  const { version } = JSON.parse(readFileSync(join(iconsPackage, 'package.json'), 'utf8')) as { version: string };
  const folder = `assets/icons-${version}`;
  const generated = join(iconsPackage, 'lib/esm/generated');
  const iconFile = (size: string, name: string) => join(generated, size, 'paths', `${name}.js`);
  return {
    name: 'portal:blueprint-icon-assets',
    config: () => ({ define: { 'import.meta.env.ICON_PATHS_URL': JSON.stringify(`/${folder}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${folder}`, (req, res, next) => {
        if (req.url === '/16px/common.json') {
          res.setHeader('content-type', 'application/json');
          res.end(commonIcons(join(generated, '16px', 'paths'), commonFrom));
          return;
        }
        const match = /^\/(16px|20px)\/([a-z0-9-]+)\.json$/.exec(req.url ?? '');
        if (!match) return next();
        try {
          const body = pathsOf(iconFile(match[1]!, match[2]!));
          res.setHeader('content-type', 'application/json');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    // Every route's Icon validates names against Blueprint's enum of them (~12 kB gzip as generated: a statement per
    // icon). The same object is rebuilt from the names alone (~3 kB gzip). Left as it is if any key is not the
    // PascalCase of its name, so the object is always Blueprint's own.
    transform(code, id) {
      if (!/[\\/]generated[\\/]16px[\\/]blueprint-icons-16\.js$/.test(id)) return null;
      const block =
        /export var BlueprintIcons_16;\n\(function \(BlueprintIcons_16\) \{\n([\s\S]*?)\n\}\)\(BlueprintIcons_16 \|\| \(BlueprintIcons_16 = \{\}\)\);\n/.exec(
          code,
        );
      if (!block) return null;
      const entries = [...block[1]!.matchAll(/BlueprintIcons_16\["([^"]+)"\] = "([^"]+)";/g)].map((match) => [match[1]!, match[2]!] as const);
      if (entries.length === 0 || entries.some(([key, name]) => key !== pascalCase(name))) return null;
      const compact =
        `const names = ${JSON.stringify(entries.map(([, name]) => name).join(' '))}.split(' ');\n` +
        `export const BlueprintIcons_16 = {};\n` +
        `for (const name of names) BlueprintIcons_16[name.split(/[-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')] = name;\n`;
      return { code: code.replace(block[0], compact), map: null };
    },
    // Written beside the bundle rather than emitted into it, so that the build's report does not list 1,400 files.
    writeBundle(options) {
      if (!options.dir) return;
      for (const size of sizes) {
        const target = join(options.dir, folder, size);
        mkdirSync(target, { recursive: true });
        for (const name of iconNames(join(generated, size, 'paths'))) writeFileSync(join(target, `${name}.json`), pathsOf(iconFile(size, name)));
      }
    },
    // The one file every first visit fetches goes into the bundle, where the build's compression finds it.
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `${folder}/16px/common.json`, source: commonIcons(join(generated, '16px', 'paths'), commonFrom) });
    },
  };
}
