// At build time every `graphql(`…`)` call becomes the document codegen made of it, written where it is used, so
// each route's chunk carries only its own operations. Left to run time, the client preset's `graphql()` looks them
// up in one map of every operation of the app (~36 kB gzip, ~800 kB of script to parse) that the entry chunk would
// have to load before even the sign-in screen could draw. Tests and `vite dev` keep the run-time map.
// The build also writes persisted-documents.json: the operations it inlined, by hash, and nothing else. The gateway
// serving this build runs only those in production (trusted operations), so the two can never disagree.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const call = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([^`]*)`\s*\)/g;
const graphqlImport = /^import \{ graphql \} from '(?:\.\.\/)+gql';\n/m;

export const manifestFile = 'persisted-documents.json';

/** Source text of each document, as codegen keyed it, to the document's JSON (fragments it spreads included). */
function readDocuments(gqlFolder: string): Map<string, string> {
  const generated = readFileSync(join(gqlFolder, 'graphql.ts'), 'utf8');
  const literals = new Map<string, string>();
  for (const [, name, json] of generated.matchAll(
    /^export const (\w+) = (\{(?:"__meta__":\{"hash":"[^"]+"\},)?"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    literals.set(name!, json!);
  }
  const map = readFileSync(join(gqlFolder, 'gql.ts'), 'utf8');
  const start = map.indexOf('const documents: Documents = {');
  if (start < 0) throw new Error(`${gqlFolder}/gql.ts has no documents map: run \`npm run codegen\`.`);
  const documents = new Map<string, string>();
  for (const [, key, name] of map.slice(start, map.indexOf('\n};', start)).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const json = literals.get(name!);
    if (!json) throw new Error(`${gqlFolder}/graphql.ts has no ${name}: run \`npm run codegen\`.`);
    documents.set(JSON.parse(key!) as string, json);
  }
  return documents;
}

/** Codegen's persisted documents (hash to the printed operation), keyed by the bare hex hash. */
function readPersisted(gqlFolder: string): Map<string, string> {
  const file = join(gqlFolder, manifestFile);
  if (!existsSync(file)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  return new Map(entries.map(([hash, body]) => [hash.replace(/^sha256:/, ''), body]));
}

const hashOf = (json: string) => /^\{"__meta__":\{"hash":"(?:sha256:)?([0-9a-f]+)"\}/.exec(json)?.[1];

export function inlineGraphqlDocuments(gqlFolder: string): Plugin {
  let documents = new Map<string, string>();
  let persisted = new Map<string, string>();
  const used = new Set<string>();
  return {
    name: 'portal:inline-graphql-documents',
    apply: 'build',
    // Before TypeScript is stripped: the template's text must be exactly what codegen read.
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(gqlFolder);
      persisted = readPersisted(gqlFolder);
      used.clear();
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlFolder) || !code.includes('graphql(')) return null;
      const inlined = code.replace(call, (_whole, source: string) => {
        const json = documents.get(source);
        if (!json)
          this.error(`A graphql() document in ${id} is not in the codegen output: run \`npm run codegen\`.\n${source.trim().split('\n')[0]}`);
        const hash = hashOf(json);
        if (hash) used.add(hash);
        return `(${json})`;
      });
      if (inlined === code) return null;
      // The run-time map is no longer needed here, unless some call was left.
      const withoutImport = inlined.replace(graphqlImport, '');
      return { code: /\bgraphql\(/.test(withoutImport) ? inlined : withoutImport, map: null };
    },
    generateBundle() {
      const operations: Record<string, string> = {};
      for (const hash of [...used].sort()) {
        const body = persisted.get(hash);
        if (!body) this.error(`The operation ${hash} is not in ${manifestFile}: run \`npm run codegen\`.`);
        operations[hash] = body;
      }
      this.emitFile({ type: 'asset', fileName: manifestFile, source: `${JSON.stringify(operations)}\n` });
    },
  };
}
