import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { blueprintIconAssets } from './vite/iconAssets';
import { budgets } from './vite/budgets';
import { inlineGraphqlDocuments } from './vite/inlineDocuments';
import { routeBudgets } from './vite/routeBudgets';

const gateway = 'http://127.0.0.1:4000';

const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [
    react(),
    inlineGraphqlDocuments(resolve(import.meta.dirname, 'src/gql')),
    blueprintIconAssets(resolve(import.meta.dirname, '../node_modules/@blueprintjs/icons')),
    routeBudgets(import.meta.dirname, budgets),
  ],
  // One React in the bundle whatever the libraries' own dependency trees hold.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    host: '127.0.0.1',
    // `npm run dev` here talks to the gateway's `npm run dev` (or `npm start`) on its default port.
    proxy: {
      '/graphql': { target: gateway },
      '/healthz': { target: gateway },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The app and the GraphiQL sandbox (served by the gateway at /sandbox).
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        sandbox: resolve(import.meta.dirname, 'sandbox.html'),
      },
      output: {
        // React in one long-lived chunk: every page needs all of it. Everything else is split by who uses it, so that a
        // route loads only the Blueprint, Apollo and graphql modules its own pages import (a vendor group would put
        // the date pickers of a form, or the sandbox's graphql validation, in front of the sign-in screen).
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: modules('react|react-dom|scheduler|react-router'), priority: 30 },
            // AG Grid (half of a list route's first JavaScript) apart from the kit's list code that uses it: a change to
            // the kit then leaves the browser's copy of the grid in its cache.
            { name: 'vendor-grid', test: modules('ag-grid-community|ag-grid-react'), priority: 25 },
            // The route table and what it names (each screen's resource: names, pages, permission, menu entry) in one
            // chunk: the entry needs all of it, and the menu and the screens share pieces of it, which would otherwise
            // cut it into a file per resource.
            { name: 'routes', test: /[\\/]src[\\/](routes[\\/]|layout[\\/]useRouteMeta|screens[\\/][^\\/]+[\\/]resources?\.ts)/, priority: 20 },
          ],
        },
      },
    },
  },
});
