// At build time every `graphql(`…`)` call becomes the document codegen made of it, written where it is used, so
// each route's chunk carries only its own operations. Left to run time, the client preset's `graphql()` looks them
// up in one map of every operation of the app (~36 kB gzip, ~800 kB of script to parse) that the entry chunk would
// have to load before even the sign-in screen could draw. Tests and `vite dev` keep the run-time map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const call = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([^`]*)`\s*\)/g;
const graphqlImport = /^import \{ graphql \} from '(?:\.\.\/)+gql';\n/m;

/** Source text of each document, as codegen keyed it, to the document's JSON (fragments it spreads included). */
function readDocuments(gqlFolder: string): Map<string, string> {
  const generated = readFileSync(join(gqlFolder, 'graphql.ts'), 'utf8');
  const literals = new Map<string, string>();
  for (const [, name, json] of generated.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm)) {
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

export function inlineGraphqlDocuments(gqlFolder: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'portal:inline-graphql-documents',
    apply: 'build',
    // Before TypeScript is stripped: the template's text must be exactly what codegen read.
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(gqlFolder);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlFolder) || !code.includes('graphql(')) return null;
      const inlined = code.replace(call, (_whole, source: string) => {
        const json = documents.get(source);
        if (!json) this.error(`A graphql() document in ${id} is not in the codegen output: run \`npm run codegen\`.\n${source.trim().split('\n')[0]}`);
        return `(${json})`;
      });
      if (inlined === code) return null;
      // The run-time map is no longer needed here, unless some call was left.
      const withoutImport = inlined.replace(graphqlImport, '');
      return { code: /\bgraphql\(/.test(withoutImport) ? inlined : withoutImport, map: null };
    },
  };
}
