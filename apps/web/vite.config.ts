import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Whether a module's path contains one of these parts (with forward slashes). */
const under = (parts: readonly string[]) => (id: string) => parts.some((part) => id.replaceAll('\\', '/').includes(part));

/**
 * The icons the sign-in page and the candidate's interview draw: they stay in files of their own,
 * so those pages do not load the signed-in pages' icons (e2e/bundle-budget.spec.ts).
 */
const SIGN_IN_ICONS = under(
  [
    'circle-check-big',
    'circle-exclamation-point',
    'triangle-exclamation-point',
    'info',
    'mail',
    'target',
    'file-text',
    'clipboard-check',
    'link',
    'message-square',
    'check',
  ].map((name) => `/lucide-react/dist/esm/icons/${name}.`),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8082', changeOrigin: true } },
  },
  build: {
    // The manifest lets the bundle-budget test find what /auth loads first.
    manifest: true,
    sourcemap: false,
    // Every browser we support preloads modules natively: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs before it draws, with cn and the roles: one file that
            // changes only when a library does, instead of four (decision 437).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|tailwind-merge|clsx)[\\/]|src[\\/]lib[\\/]cn\.|shared[\\/]src[\\/]roles\./,
              includeDependenciesRecursively: false,
            },
            // TanStack Query in one file: the signed-in pages load all of it at once, and the
            // default split made seven small requests of it.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            // A signed-in page's shell (the query layout, side bar, top bar and its search) in
            // one file, and the dashboard with its setup card in another: the first page after
            // sign-in asked for about twenty small files before, each a round trip on a phone.
            // Only modules that pages outside the shell never import: /auth and the candidate's
            // interview load neither (e2e/bundle-budget.spec.ts).
            {
              name: 'app-shell',
              test: under([
                '/src/app/shell/',
                '/src/app/routes/query-layout.',
                '/src/app/query-client.',
                '/src/features/search/',
                '/src/features/auth/components/verify-email-banner.',
                '/shared/src/job-status.',
                '/shared/src/search-constants.',
              ]),
              includeDependenciesRecursively: false,
            },
            // The icon map with the signed-in pages' icons, and their small cards and badges: one
            // file each instead of several of a few hundred bytes.
            // Lucide's drawing code with the sign-in and candidate pages' icons: one file.
            {
              name: 'lucide',
              test: (id) => SIGN_IN_ICONS(id) || (under(['/lucide-react/dist/esm/'])(id) && !under(['/lucide-react/dist/esm/icons/'])(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'icon',
              test: (id) => under(['/src/components/ui/icon.'])(id) || (under(['/lucide-react/dist/esm/icons/'])(id) && !SIGN_IN_ICONS(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'card',
              test: under(['/src/components/ui/card.', '/src/components/ui/page-header.', '/src/components/ui/badge.']),
              includeDependenciesRecursively: false,
            },
            {
              name: 'dashboard',
              test: under([
                '/src/features/dashboard/components/',
                '/src/features/dashboard/routes/dashboard.',
                '/src/features/dashboard/api.',
                '/src/features/onboarding/components/setup-card.',
                '/src/features/onboarding/api/',
                '/shared/src/billing-client.',
                '/shared/src/onboarding-steps.',
                // The way back from billing to the onboarding: shared by both, a file of its own otherwise.
                '/src/lib/setup-return.',
              ]),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
