import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';

/** Files the entry loads before the app starts (main.tsx, then app.tsx's own imports). */
const ALWAYS_LOADED = /(^|\/)(rolldown-runtime|framework|shared|preload-helper)-[\w-]+\.js$/;

/**
 * The page's first script (web/public/boot.js, run before the first paint) minified in the build:
 * it is in every page's first load, and the public folder is copied as it is written.
 */
function minifiedBootScript(): Plugin {
  return {
    name: 'lifelist:minified-boot-script',
    apply: 'build',
    closeBundle() {
      const dir = this.environment?.config.build.outDir;
      if (this.environment?.name !== 'client' || !dir) return;
      const file = join(dir, 'boot.js');
      if (!existsSync(file)) return;
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'), {});
      if (errors.length) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./web', import.meta.url)) } },
  plugins: [
    // The router plugin must run before react().
    tanstackRouter({
      target: 'react',
      routesDirectory: './web/routes',
      generatedRouteTree: './web/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's error and not-found screens come with its page: split apart, every route was two
      // files and two entries in the app's file, for screens that show when the page has loaded.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']] },
    }),
    react(),
    tailwindcss(),
    // `npm run dev` works offline: Workers AI (production only) is never reached from here.
    cloudflare({ remoteBindings: false }),
    minifiedBootScript(),
  ],
  publicDir: 'web/public',
  // Every browser the app supports preloads modules itself; the polyfill would be in every page's first load.
  build: {
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // React, the shared file and the runtime are loaded before the app, so a route opened later
      // need not name them again: every lazy import listed them, in the app's first file.
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.includes('index') ? deps : deps.filter((d) => !ALWAYS_LOADED.test(d)),
    },
  },
  environments: {
    // The Worker carries the app's components (it renders them): minified, as the browser's are.
    lifelist: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A chunk's name is only for reading the build; every lazy import lists the files it
            // needs in the app's first file, so short names make every page's first load smaller.
            // The files loaded before the app keep theirs (the module preloads filter on them).
            chunkFileNames: (chunk) =>
              ALWAYS_LOADED.test(`${chunk.name}-x.js`) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  // Vite's preload helper, which the entry imports, in a file of its own: inside a
                  // group it would make the page fetch that group, and React, before its first
                  // paint (the group takes it in as a dependency of its lazy imports).
                  name: 'preload-helper',
                  test: /^\0vite[\\/]preload-helper/,
                  priority: 30,
                },
                {
                  // Every page needs React, the router and the query cache: one file compresses
                  // better and arrives in one request, instead of some twenty small ones. The
                  // router's navigation blocker is for the editors alone (unsaved changes): it
                  // comes with them; its head (titles, meta tags) with the first move to another
                  // address (web/components/router-head.tsx).
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/](?!.*(useBlocker|HeadContent|headContentUtils|Asset\.js))/,
                  priority: 20,
                },
                {
                  // What eight or more pages use (buttons, inputs, the API client, formatting, the
                  // common icons) in one file rather than a few dozen of a few hundred bytes:
                  // compressed together it is several KiB smaller a page. Valibot stays out: it is one
                  // module, and only forms need it (the routes read their addresses with
                  // lib/url-search.ts). Nor the editors' warning of unsaved changes, nor My List's
                  // queries, which the feed, the blogs and profiles never ask, nor the profile forms'
                  // option lists (interests, time zones), which only forms show, nor the contracts'
                  // character limit, which would bring valibot with it. Nor what the community's pages
                  // never draw (the list of countries, the catalogue's labels, cards, full screens):
                  // the largest page's first load is the budget's.
                  name: 'shared',
                  test: /^(?!.*(node_modules[\\/]valibot[\\/]|useBlocker|use-leave-warning|features[\\/]list[\\/]|contracts[\\/](options|characters|countries|catalogue-display)\.ts|components[\\/](ui[\\/]card|screen)\.tsx))/,
                  minShareCount: 8,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
