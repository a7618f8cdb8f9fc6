import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema in schema/*.graphql is the single source of truth: the gateway gets typed resolvers, the web client
// typed documents for every operation it declares next to its screens.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: [{ add: { content: "import type { ApiRecord } from '../context.js';" } }, 'typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        // Parents are the API's records as they came (snake_case), or objects a resolver shaped.
        defaultMapper: 'ApiRecord<{T}>',
        scalars: {
          Date: 'string',
          DateTime: 'string',
          JSON: 'unknown',
          Upload: "Promise<import('graphql-upload/processRequest.mjs').FileUpload>",
        },
        enumsAsTypes: true,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      // Each document carries its hash (__meta__.hash), and persisted-documents.json maps hashes to operations: the
      // client sends the hash, and a production gateway runs only the operations its web build holds.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // The client does not mask fragment data (web/src/app/runtime.ts): an operation's type holds its fragments' fields.
        inlineFragmentTypes: 'combine',
        scalars: { Date: 'string', DateTime: 'string', JSON: 'unknown', Upload: 'File' },
      },
    },
  },
};

export default config;
