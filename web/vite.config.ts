import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const gateway = 'http://127.0.0.1:4000';

const iconPaths = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](generated|paths-loaders|allPaths)/;
const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
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
        // Vendor code in a few long-lived chunks; screens are split by the route table's lazy imports.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: modules('react|react-dom|scheduler|react-router'), priority: 30 },
            {
              name: 'vendor-apollo',
              test: modules('@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node'),
              priority: 20,
            },
            {
              name: 'vendor-blueprint',
              // Not the icons' SVG paths: Blueprint loads them lazily, and they are most of its weight.
              test: (id: string) =>
                modules('@blueprintjs|@floating-ui|react-popper|@popperjs|react-transition-group|classnames|dom-helpers').test(id) &&
                !iconPaths.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
