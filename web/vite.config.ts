import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appPrecache } from './vite/appPrecache';
import { budgets } from './vite/budgets';
import { blueprintIconAssets } from './vite/iconAssets';
import { inlineGraphqlDocuments } from './vite/inlineDocuments';
import { lightThemeOnly } from './vite/lightThemeOnly';
import { routeBudgets } from './vite/routeBudgets';

const gateway = 'http://127.0.0.1:4000';

const precache = appPrecache('/index.html');

// The installable app: its manifest and a Workbox service worker that keeps the app shell (the page, every chunk its
// routes load, the fonts and icons) so that it opens with no connection. The worker caches NOTHING from /graphql or
// any other answer that holds people's data: no runtime route matches them, and POSTs are never cached anyway; what a
// therapist's day needs offline is kept encrypted in IndexedDB by the client (src/offline), never by this worker. A new
// version waits until the person chooses to reload (src/app/pwa): a reload in the middle of a session could lose work.
const installableApp = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // The client registers the worker itself, after the page has loaded (src/app/pwa/registerWorker.ts).
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Practice Portal',
      short_name: 'Portal',
      description: 'Back-office portal of the practice',
      // Blueprint's primary blue of the app's links, focus rings and selected menu entries; the page's grey behind.
      theme_color: '#2d72d2',
      background_color: '#f6f7f9',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      // favicon.svg drawn by Chromium at each size, once; the PNGs are committed.
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [precache.transform],
      // The route chunks hold a data grid and charts of several hundred kB each.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first worker takes the page that installed it at once; a later one only when the person reloads.
      clientsClaim: true,
      skipWaiting: false,
      // Any address of the app opens the app's page, with or without a connection; what the gateway itself answers
      // at a path is never replaced by it.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/graphql/, /^\/api-reference/, /^\/sandbox/, /^\/metrics/, /^\/healthz/, /^\/readyz/],
      runtimeCaching: [
        {
          // Blueprint's icon paths, fetched the first time each icon is drawn; their folder is named by the icons'
          // version, so a kept file never goes stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/icons-'),
          handler: 'CacheFirst',
          options: { cacheName: 'icon-paths', expiration: { maxEntries: 600 } },
        },
      ],
    },
  });

const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [
    react(),
    inlineGraphqlDocuments(resolve(import.meta.dirname, 'src/gql')),
    blueprintIconAssets(
      resolve(import.meta.dirname, '../node_modules/@blueprintjs/icons'),
      ['src/app', 'src/layout', 'src/kit'].map((folder) => resolve(import.meta.dirname, folder)),
    ),
    routeBudgets(import.meta.dirname, budgets),
    precache.plugin,
    installableApp(),
    // Every text file also written brotli- and gzip-compressed beside itself, once, at build time: the gateway serves
    // the form a browser accepts, so that a first visit transfers about a quarter of the bytes and costs the gateway no
    // compression per request. Files under 1 kB are sent as they are (a compressed copy saves less than its headers).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  css: { postcss: { plugins: [lightThemeOnly()] } },
  // One React in the bundle whatever the libraries' own dependency trees hold.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    host: '127.0.0.1',
    // `npm run dev` here talks to the gateway's `npm run dev` (or `npm start`) on its default port.
    proxy: {
      '/graphql': { target: gateway },
      '/healthz': { target: gateway },
      // Files the gateway makes itself (exports the practice API has no call for) are served by it.
      '/downloads': { target: gateway },
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
            { name: 'vendor-grid', test: modules('ag-grid-community'), priority: 25 },
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
