import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shared packages have no `sideEffects` field yet; their modules are pure, so saying so lets
 * the bundler drop what a page does not use (yup stays out of the browser).
 */
function pureWorkspacePackages(): Plugin {
  return {
    name: 'brilla:pure-workspace-packages',
    transform(code, id) {
      if (/\/packages\/(validation|i18n|types)\/dist\//.test(id)) {
        return { code, map: null, moduleSideEffects: false };
      }
      return undefined;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [pureWorkspacePackages(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE === '1',
    // The server build is the Express server (server/main.ts) with the app inside it, in
    // build/server/index.js: one TypeScript server, type-checked, compiled with the app.
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
  },
}));
