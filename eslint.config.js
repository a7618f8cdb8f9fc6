// One lint for the four workspaces. Stylistic rules are left to Prettier (eslint-config-prettier comes last).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const sources = ['{schema,mocks,gateway,web}/**/*.{ts,tsx,js}', '*.{ts,js}'];
// The files some tsconfig.json includes: only those can be linted with type information.
const typed = ['web/{src,e2e,vite,codegen}/**/*.{ts,tsx}', 'web/*.config.ts', '{gateway,mocks}/src/**/*.ts'];

/** The import restrictions between layers, each as an import-x/no-restricted-paths zone. */
const zones = {
  gatewayWithoutWeb: {
    target: 'gateway/src',
    from: 'web',
    message: 'The gateway serves the built client (web/dist); it never imports web code.',
  },
  mocksKitWithoutAreas: {
    target: 'mocks/src/kit',
    from: 'mocks/src/areas',
    message: "The stand-in's kit serves every area; an area's code belongs in the area.",
  },
  webKitWithoutScreens: {
    target: 'web/src/kit',
    from: 'web/src/screens',
    message: "The kit serves every screen; a screen's code belongs in the screen (shared pieces go to the kit).",
  },
};

export default tseslint.config(
  {
    // Build output, browser-test artefacts and what `npm run codegen` writes are not ours to lint.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.turbo/**',
      'gateway/src/generated/**',
      'web/src/gql/**',
      'web/src/screens/**/operations.generated.ts',
      'web/playwright-report/**',
      'web/test-results/**',
    ],
  },
  {
    files: sources,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The code names what it leaves unused with a leading underscore: a parameter kept for its position
      // ((_req, res) => ...) and the fields a rest destructuring leaves out ({ id: _id, ...input }).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Type information costs the lint about 60 s of its 95 s on two shared cores (the three programs are built once),
    // so only the rules worth it: a promise nobody awaits or handles, or one passed where nothing waits for it.
    files: typed,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: sources,
    plugins: { 'import-x': importX },
    settings: {
      // Without a TypeScript parser for .ts/.tsx, import-x cannot read the imported modules and no-cycle sees no edges.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'gateway/tsconfig.json', 'mocks/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        {
          // A cycle cannot pass through a package: the workspaces depend on each other one way only. Not following
          // node_modules takes the rule from about 55 s to under 20 s.
          ignoreExternal: true,
          // The route table loads each screen with a lazy import(), and screens ask the table what a user may open
          // (protectedMetaFor): such a loop runs only after both modules are evaluated, so it is not a load-order cycle.
          allowUnsafeDynamicCyclicDependency: true,
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [zones.gatewayWithoutWeb, zones.mocksKitWithoutAreas, zones.webKitWithoutScreens] },
      ],
    },
  },
  {
    // Blueprint's Tag, TextArea and animated Tabs lay the page out inside React's commit to measure themselves; the kit's
    // draw the same without.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/kit/Tag.tsx', 'web/src/kit/form/TextArea.tsx', 'web/src/kit/Tabs.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@blueprintjs/core', importNames: ['Tag'], message: "Use the kit's Tag (web/src/kit/Tag.tsx), which does not measure itself." },
            {
              name: '@blueprintjs/core',
              importNames: ['TextArea'],
              message: "Use the kit's TextArea (web/src/kit/form/TextArea.tsx), which does not measure itself.",
            },
            {
              name: '@blueprintjs/core',
              importNames: ['Tabs'],
              message: "Use the kit's Tabs (web/src/kit/Tabs.tsx), which do not measure themselves.",
            },
          ],
        },
      ],
    },
  },
  {
    // Gateway tests, and the helpers they share, set up and read the stand-in's data through its fixtures: a test that
    // reaches into the tables spells their names and retypes their rows, so it breaks whenever an area changes them.
    files: [
      'gateway/src/**/*.test.ts',
      'gateway/src/test/**/*.ts',
      'gateway/src/areas/appointments/fixtures.ts',
      'gateway/src/areas/spreadsheet-imports/workbooks.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression:matches([property.name='db'], [property.value='db']):matches([object.name='standIn'], [object.property.name='standIn'])",
          "VariableDeclarator:matches([init.name='standIn'], [init.property.name='standIn']) > ObjectPattern > Property[key.name='db']",
        ].map((selector) => ({
          selector,
          message: "Gateway tests go through the stand-in's fixtures (standIn.fixtures), never its tables (standIn.db).",
        })),
      ],
    },
  },
  {
    // The kit's own tests render real screens (certifications, funder and school contacts) as sample resources: the
    // test needs a screen built on the kit, the kit itself still imports none.
    files: ['web/src/kit/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [zones.gatewayWithoutWeb, zones.mocksKitWithoutAreas] }],
    },
  },
  prettier,
);
