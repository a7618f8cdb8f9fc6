import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineGraphqlDocuments } from './inlineDocuments';

const source = '\n  query Me {\n    me { id }\n  }\n';
const json = '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"}}]}';

/** A gql folder as codegen's client preset writes it, with one document. */
function codegenOutput(): string {
  const folder = mkdtempSync(join(tmpdir(), 'gql-'));
  writeFileSync(join(folder, 'graphql.ts'), `export const MeDocument = ${json} as unknown as DocumentNode<MeQuery, MeQueryVariables>;\n`);
  writeFileSync(
    join(folder, 'gql.ts'),
    `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeDocument,\n};\n`,
  );
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
});
