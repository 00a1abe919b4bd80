// Bundles PHP.wasm for the browser into bench/phpwasm-web/dist with esbuild
// (from web/node_modules), for web/tests/figures.mjs --phpwasm-web.
//   npm ci --prefix bench/phpwasm-web && npm ci --prefix web && node bench/phpwasm-web/build.mjs
// The package imports its .wasm and extension files as assets (`import x
// from './php_8_2.wasm'`, `'./intl.so?url'`); they become files beside the
// bundle. Node-only modules it imports lazily stay external.
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from '../../web/node_modules/esbuild/lib/main.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const assetUrl = {
  name: 'asset-url',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, async (args) => {
      const r = await b.resolve(args.path.replace(/\?url$/, ''), { resolveDir: args.resolveDir, kind: args.kind });
      return { path: r.path, namespace: 'file' };
    });
  },
};
rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: ['entry.js'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outdir: 'dist',
  loader: { '.wasm': 'file', '.so': 'file', '.dat': 'file' },
  external: ['worker_threads', 'fs', 'path', 'os', 'crypto', 'net', 'tls', 'http', 'https', 'child_process', 'stream', 'zlib', 'url', 'util', 'events', 'node:*'],
  plugins: [assetUrl],
  logLevel: 'warning',
});
copyFileSync(`${here}phpwasm.html`, `${here}dist/phpwasm.html`);
console.log('bench/phpwasm-web/dist/phpwasm.html');
