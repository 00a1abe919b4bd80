// Builds the playground into web/dist/: main.js (the page and CodeMirror)
// and worker.js (rphp) bundled and minified by esbuild, the page, its
// stylesheet and the .wasm from web/pkg (build that first: web/build.sh).
//   node web/www/build.mjs
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { examples } from './examples.js';
import { fileURLToPath } from 'node:url';

const www = fileURLToPath(new URL('.', import.meta.url));
const web = fileURLToPath(new URL('..', import.meta.url));
const dist = `${web}dist/`;

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [`${www}main.js`, `${www}worker.js`],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  outdir: dist,
  logLevel: 'warning',
});
// The page's boot script runs the first example before main.js arrives, so
// the page carries its code (raw text: a <script> element decodes nothing).
if (/<\/script/i.test(examples[0].code)) throw new Error('the first example cannot contain </script');
const page = readFileSync(`${www}index.html`, 'utf8').replace('<!--DEFAULT_CODE-->', () => examples[0].code);
writeFileSync(`${dist}index.html`, page);
copyFileSync(`${www}style.css`, `${dist}style.css`);
copyFileSync(`${web}pkg/rphp_web_bg.wasm`, `${dist}rphp_web_bg.wasm`);
for (const f of ['index.html', 'style.css', 'main.js', 'worker.js', 'rphp_web_bg.wasm']) {
  console.log(`web/dist/${f}: ${statSync(`${dist}${f}`).size} bytes`);
}
