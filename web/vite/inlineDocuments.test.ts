import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineGraphqlDocuments } from './inlineDocuments';

// jsdom gives import.meta.url an http scheme; the file's own path is what Node loaded.
const here = dirname(fileURLToPath(new URL(import.meta.url, 'file:///')));

const source = '\n  query Me {\n    me { id }\n  }\n';
const json = '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"}}]}';

/** A gql folder as codegen's client preset writes it, with one document. */
function codegenOutput(): string {
  const folder = mkdtempSync(join(tmpdir(), 'gql-'));
  writeFileSync(join(folder, 'graphql.ts'), `export const MeDocument = ${json} as unknown as DocumentNode<MeQuery, MeQueryVariables>;\n`);
  writeFileSync(join(folder, 'gql.ts'), `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeDocument,\n};\n`);
  return folder;
}

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;

function transformer(folder: string) {
  const plugin = inlineGraphqlDocuments(folder) as Plugin & { buildStart(): void; transform: Transform };
  plugin.buildStart();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (code: string, id = '/app/src/screens/me/Me.tsx') => plugin.transform.call(context, code, id);
}

describe('inlineGraphqlDocuments', () => {
  it('writes the document where graphql() was called, and drops the run-time map', () => {
    const transform = transformer(codegenOutput());
    const out = transform(`import { graphql } from '../../gql';\nconst MeQuery = graphql(\`${source}\`);\nexport { MeQuery };\n`);
    expect(out?.code).toBe(`const MeQuery = (${json});\nexport { MeQuery };\n`);
  });

  it('fails the build for a document codegen has not seen', () => {
    const transform = transformer(codegenOutput());
    expect(() => transform("import { graphql } from '../gql';\nconst Q = graphql(`query Other { me { id } }`);\n")).toThrow(
      /not in the codegen output: run `npm run codegen`/,
    );
  });

  it('leaves files without graphql() calls, and the generated folder, alone', () => {
    const folder = codegenOutput();
    const transform = transformer(folder);
    expect(transform('export const x = 1;\n')).toBeNull();
    expect(transform(`graphql(\`${source}\`)`, join(folder, 'gql.ts'))).toBeNull();
  });
  it("inlines a document with the fragments it spreads from other files (the pager's PageInfoFields)", () => {
    const transform = transformer(join(here, '../src/gql'));
    const file = readFileSync(join(here, '../src/screens/students/list/listQueries.ts'), 'utf8');
    const out = transform(file, '/app/src/screens/students/list/listQueries.ts');
    expect(out?.code).not.toMatch(/\bgraphql\(/);
    const inlined = [...(out?.code ?? '').matchAll(/^export const StudentListQuery = \((\{(?:"__meta__":\{[^}]*\},)?"kind":"Document".*\})\);$/gm)];
    expect(inlined).toHaveLength(1);
    const { definitions } = JSON.parse(inlined[0]![1]!) as { definitions: Array<{ kind: string; name: { value: string } }> };
    const fragments = definitions.filter((definition) => definition.kind === 'FragmentDefinition').map((definition) => definition.name.value);
    expect(fragments).toEqual(expect.arrayContaining(['StudentRowFields', 'PageInfoFields']));
  });

  it('writes persisted-documents.json with exactly the operations the build inlined, by bare hash', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gql-'));
    const meta = (hash: string, name: string) =>
      `{"__meta__":{"hash":"sha256:${hash}"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"${name}"}}]}`;
    writeFileSync(
      join(folder, 'graphql.ts'),
      [
        `export const MeDocument = ${meta('aa11', 'Me')} as unknown as DocumentNode<MeQuery, MeQueryVariables>;`,
        `export const OtherDocument = ${meta('bb22', 'Other')} as unknown as DocumentNode<OtherQuery, OtherQueryVariables>;`,
      ].join('\n'),
    );
    writeFileSync(
      join(folder, 'gql.ts'),
      `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeDocument,\n    "query Other { x }": types.OtherDocument,\n};\n`,
    );
    writeFileSync(
      join(folder, 'persisted-documents.json'),
      JSON.stringify({ 'sha256:aa11': 'query Me { me { id } }', 'sha256:bb22': 'query Other { x }' }),
    );
    const plugin = inlineGraphqlDocuments(folder) as Plugin & { buildStart(): void; transform: Transform; generateBundle(this: unknown): void };
    plugin.buildStart();
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    };
    const out = plugin.transform.call(context, `import { graphql } from '../../gql';\nconst MeQuery = graphql(\`${source}\`);\n`, '/app/src/Me.tsx');
    expect(out?.code).toContain('"__meta__":{"hash":"sha256:aa11"}');
    plugin.generateBundle.call(context);
    expect(emitted).toEqual([{ type: 'asset', fileName: 'persisted-documents.json', source: '{"aa11":"query Me { me { id } }"}\n' }]);
  });
});
