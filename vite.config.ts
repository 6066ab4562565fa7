import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { iconChunks } from './scripts/icon-chunks.mjs';

/**
 * Two builds from one config: the browser bundle (dist/client, with a manifest the server
 * reads) and, with `--ssr`, the server (dist/server/main.js) which bundles the page components.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/server',
  emptyOutDir: true,
  target: 'node24',
  sourcemap: true,
  rollupOptions: {
    // The operators' commands travel with the server, so the image (which has no sources or tsx)
    // can run them: `node dist/server/reviews-moderate.js`, `node dist/server/payments-reconcile.js`,
    // `node dist/server/payments-refund.js`.
    input: {
      main: 'server/main.ts',
      'reviews-moderate': 'server/cli/reviews-moderate.ts',
      'payments-reconcile': 'server/cli/payments-reconcile.ts',
      'payments-refund': 'server/cli/payments-refund.ts',
    },
  },
};

const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist/client',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  cssCodeSplit: true,
  sourcemap: true,
  assetsDir: 'assets',
  rolldownOptions: {
    input: { app: 'client/entry-client.tsx' },
    output: {
      codeSplitting: {
        groups: [
          // Everything the entry imports statically is fetched on every page anyway: one file
          // gzips smaller than React, the entry and three small shared modules apart (about 1.4 KB).
          { name: 'app', tags: ['$initial'] },
        ],
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser build carries each icon in the chunk that shows it; the server keeps them all.
  plugins: [react(), tailwindcss(), ...(command === 'build' && !isSsrBuild ? [iconChunks()] : [])],
  publicDir: 'public',
  build: isSsrBuild ? serverBuild : clientBuild,
  ssr: {
    // Bundle nothing from node_modules into the server: production installs them.
    noExternal: [],
  },
  server: { middlewareMode: true },
  appType: 'custom',
}));
