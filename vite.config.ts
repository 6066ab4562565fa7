import { existsSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
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
    // `node dist/server/payments-refund.js`, `node dist/server/ops-roles.js grant <PINFL> <role>`.
    input: {
      main: 'server/main.ts',
      'reviews-moderate': 'server/cli/reviews-moderate.ts',
      'payments-reconcile': 'server/cli/payments-reconcile.ts',
      'payments-refund': 'server/cli/payments-refund.ts',
      'ops-roles': 'server/cli/ops-roles.ts',
    },
  },
};

/**
 * How the browser build's modules become chunks (issue 30). Rolldown gives each set of modules
 * that the same pages and parts load a chunk of its own, and a small chunk costs more than it
 * holds: each one a page fetches adds its imports, exports and source-map line (about 0.2 KB gzip
 * on that page), and its hashed name is listed in the entry's preload table, which every page
 * loads (about 0.02 KB). So modules that the same pages nearly always load together travel as
 * one chunk: the groups below follow use, and were chosen by measuring every page's first-load
 * JavaScript (`BENCH_FIRST_LOAD_ONLY=1 npm run bench`) and the lazy parts' own chunks. Grouping
 * by folder does not: all of client/components/lists/ in one chunk was 3–5 KB worse on the
 * detail pages, which use two of its pieces. A group is worth keeping only while the pages it
 * names still load its files together: measure again after moving a piece between pages.
 */
const ENTRY = 'client/entry-client.tsx';

/** Small modules nearly every page loads: they travel in the entry chunk (about 0.3 KB there, 0.2–0.4 KB less on most pages). */
const WITH_THE_ENTRY = ['shared/format/language.ts', 'client/components/ui/Badge.tsx', 'client/components/ui/EmptyState.tsx', 'client/platform/useHydrated.ts'];

/** Chunk name → the files it holds; a comment names the pages that load them together. */
const TOGETHER: Readonly<Record<string, readonly string[]>> = {
  // Every priced or counted card and list: the landing, the catalogue, the directory lists, the claims' lists, the basket.
  numbers: ['shared/format/number.ts', 'shared/format/decimal.ts', 'shared/format/money.ts'],
  // The structured data of every list and detail page, with the list addresses it names.
  seo: [
    'client/components/seo/JsonLd.tsx',
    'client/components/lists/hrefs.ts',
    'client/components/lists/useAbsoluteHref.ts',
    'client/components/lists/structured-data.ts',
  ],
  // The filter selects of /services, /specialists, /lawfirms and /support (the kit's listbox and its no-script twin).
  select: ['client/components/ui/Select.tsx', 'client/components/lists/ListSelect.tsx'],
  // The search band of /documents, /reference, /support and /lawfirms.
  'search-form': ['client/components/lists/SearchForm.tsx', 'client/components/directory/CategoryNav.tsx'],
  // A specialist's rating and experience: their cards (the landing, /specialists, favourites), a profile, the law firms.
  rating: ['client/components/lists/Rating.tsx', 'shared/format/experience.ts'],
  // The parts of a catalogue card: the landing, /services, /specialists, a service, a profile, favourites.
  cards: [
    'client/components/catalogue/card-parts.tsx',
    'client/components/catalogue/ProviderLine.tsx',
    'client/components/catalogue/Avatar.tsx',
    'client/components/catalogue/price.ts',
  ],
  // A service's and a profile's reviews section (and a law firm's, when its card is open).
  reviews: [
    'client/components/catalogue/TitledSection.tsx',
    'client/components/reviews/ReviewsSection.tsx',
    'client/components/reviews/useReviewList.ts',
    'client/components/reviews/ReviewCard.tsx',
    'client/components/reviews/review-views.ts',
    'client/components/reviews/RatingSummary.tsx',
  ],
  // A form's fields and footer: /support's question form, a template's form, a claim template, the account's forms.
  form: [
    'client/components/ui/Field.tsx',
    'client/components/directory/Textarea.tsx',
    'client/components/ui/Input.tsx',
    'client/components/ui/FormActions.tsx',
  ],
  // Rich text read as plain text and with its macros: an article, a question, a template, the law firms.
  'rich-text': ['shared/richtext/text.ts', 'shared/richtext/align.ts', 'shared/richtext/macros.ts'],
  // What a template's form checks its fields with (and the editors of documents and claims).
  'form-rules': ['shared/documents/field-values.ts', 'shared/validation/rules.ts'],
  // The documents' badge and paper: /documents, a template, the print page.
  'document-kit': ['client/components/documents/NotarizationBadge.tsx', 'client/components/documents/paper.ts'],
  // A claim's types, its builder's address and its status: the claims pages and the builders.
  'claim-kit': ['shared/claims/types.ts', 'client/components/claims/builder/step-address.ts', 'client/components/claims/pages/status.ts'],
  // The claims' wording of duties and sums: the claims list, a claim template, an own claim.
  'claim-words': ['client/components/claims/pages/words.ts', 'shared/claims/money.ts'],
  // A favourite button and the favourites' state: every page with something to keep (the landing, the catalogue,
  // /lawfirms, /reference, an article, favourites). The sync that runs after hydration on every page needs the
  // state alone and now fetches the button too (0.7 KB gzip more, after the first load, where no button is shown).
  favorites: [
    'client/components/account/favorites/FavoriteButton.tsx',
    'client/components/account/favorites/useFavoritesState.ts',
    'client/components/account/favorites/removal.ts',
    'client/components/account/favorites/state.ts',
    'shared/api/account/favorite-kinds.ts',
  ],
  // The API's client and the table it calls by: every page that writes or reads in the browser (a service, a profile,
  // /lawfirms, /support, a template, a claim template, the basket, favourites).
  api: ['client/platform/api.ts', 'shared/api/errors.ts', 'shared/api/caller.ts', 'shared/api/routes.ts', 'shared/api/operation-kit.ts'],
  // The basket's store and hook: the basket page and the merge after sign-in.
  basket: ['client/components/orders/store.ts', 'client/components/orders/useBasket.ts'],
};

for (const file of [ENTRY, ...WITH_THE_ENTRY, ...Object.values(TOGETHER).flat()]) {
  // A renamed or moved file would silently fall back to a chunk of its own: say so instead.
  if (!existsSync(file)) throw new Error(`vite.config.ts groups ${file}, which does not exist: update its chunk groups`);
}

/** A module id as a path from the repository ('client/…'), or null outside it. */
function fromRoot(id: string): string | null {
  const relative = path.relative(process.cwd(), id);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep).join('/');
}

/** The ids of a module and of every module it imports statically, however deep. */
function staticClosure(root: string, moduleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Without `includeDependenciesRecursively` (below), two chunks could import each other, and a
 * module could then run before one it needs. None do; this keeps it so.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'huquq:no-chunk-cycles',
    generateBundle(_, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') this.error(`chunks import each other: ${[...trail.slice(trail.indexOf(file)), file].join(' → ')}`);
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

const entryModules = new Set(WITH_THE_ENTRY);
const groupOf = new Map(Object.entries(TOGETHER).flatMap(([name, files]) => files.map((file) => [file, name] as const)));
/** The entry's static closure, once per chunking pass (the context object is that pass's). */
const initialModules = new WeakMap<object, Set<string>>();

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
      // A hash in hex gzips better than in base 64 (the preload table lists every chunk's name):
      // 0.1–0.3 KB less on every page, names as readable.
      hashCharacters: 'hex',
      codeSplitting: {
        // A group takes its own files only: what they import stays in the chunk its own use gives
        // it (otherwise a page that needs one such import would load the whole group).
        includeDependenciesRecursively: false,
        groups: [
          // Everything the entry imports statically is fetched on every page anyway: one file
          // gzips smaller than React, the entry and three small shared modules apart (about 1.4 KB).
          // That is what `tags: ['$initial']` would capture; a function, so WITH_THE_ENTRY joins it.
          {
            debugName: 'app',
            name: (id, context) => {
              let initial = initialModules.get(context);
              if (!initial) {
                initial = staticClosure(path.resolve(ENTRY), (moduleId) => context.getModuleInfo(moduleId));
                initialModules.set(context, initial);
              }
              return initial.has(id) || entryModules.has(fromRoot(id) ?? '') ? 'app' : null;
            },
          },
          ...Object.keys(TOGETHER).map((name) => ({ name, test: (id: string) => groupOf.get(fromRoot(id) ?? '') === name })),
        ],
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser build carries each icon in the chunk that shows it; the server keeps them all.
  plugins: [react(), tailwindcss(), ...(command === 'build' && !isSsrBuild ? [iconChunks(), noChunkCycles()] : [])],
  publicDir: 'public',
  build: isSsrBuild ? serverBuild : clientBuild,
  ssr: {
    // Bundle nothing from node_modules into the server: production installs them.
    noExternal: [],
  },
  server: { middlewareMode: true },
  appType: 'custom',
}));
