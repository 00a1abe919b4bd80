// The web figures, measured in headless Chromium on this machine:
//  1. start-up: bytes transferred (gzip, as served) and the time from
//     navigation start to the playground's first output, over fresh
//     profiles (cold cache), median of N loads;
//  2. the bench/ programs: rphp (this package) in Chromium and in Node,
//     against PHP.wasm 8.2 (@php-wasm/node, WordPress Playground's build,
//     time inside php.run() only) and native `php -n`. Every output must
//     equal php's.
//   node web/tests/figures.mjs [--loads N] [--runs N] [--only NAME]... [--phpwasm DIR]
// (after web/build.sh and node web/www/build.mjs; PHP.wasm: npm ci --prefix bench/phpwasm)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { createRuntime } from '../pkg/rphp.js';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '..');
const benchDir = join(root, 'bench');
const { values: opt } = parseArgs({
  options: {
    loads: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true, default: [] },
    phpwasm: { type: 'string', default: join(benchDir, 'phpwasm') },
    'skip-bench': { type: 'boolean', default: false },
  },
});
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

async function browser() {
  const profile = mkdtempSync(join(tmpdir(), 'rphp-fig-'));
  const ctx = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ARGS });
  return { ctx, page: ctx.pages()[0] ?? await ctx.newPage(), close: async () => { await ctx.close(); rmSync(profile, { recursive: true, force: true }); } };
}

async function startup() {
  const server = await serve({ '/': join(web, 'dist') });
  const loads = [];
  for (let i = 0; i < Number(opt.loads); i++) {
    const b = await browser();
    server.stats.bytes = 0;
    server.stats.requests.length = 0;
    await b.page.goto(server.url);
    await b.page.waitForFunction(() => window.rphpPlayground?.lastRun !== null && window.rphpPlayground?.firstOutputMs !== null, null, { timeout: 60000 });
    const s = await b.page.evaluate(() => ({ first: window.rphpPlayground.firstOutputMs, load: window.rphpPlayground.loadMs }));
    loads.push({ ...s, bytes: server.stats.bytes, requests: server.stats.requests.map((r) => `${r.path} ${r.bytes}`) });
    await b.close();
  }
  await server.close();
  const raw = ['index.html', 'style.css', 'main.js', 'worker.js', 'rphp_web_bg.wasm']
    .reduce((n, f) => n + readFileSync(join(web, 'dist', f)).length, 0);
  console.log(`\n## Start-up (${loads.length} cold loads, fresh profile each)\n`);
  console.log(`requests: ${loads[0].requests.join(', ')}`);
  console.log(`bytes transferred (gzip): ${median(loads.map((l) => l.bytes))} (uncompressed ${raw})`);
  console.log(`worker ready (fetch + compile + instantiate .wasm), median: ${median(loads.map((l) => l.load)).toFixed(0)} ms`);
  console.log(`navigation start -> first output, median: ${median(loads.map((l) => l.first)).toFixed(0)} ms (each: ${loads.map((l) => l.first.toFixed(0)).join(', ')})`);
}

function phpOutput(name) {
  return execFileSync('php', ['-n', `${name}.php`], { cwd: benchDir, encoding: 'utf8', maxBuffer: 1 << 26 });
}

async function benchmarks() {
  let names = readdirSync(benchDir).filter((f) => f.endsWith('.php')).map((f) => f.slice(0, -4)).sort();
  if (opt.only.length) names = names.filter((n) => opt.only.includes(n));
  const server = await serve({ '/pkg/': join(web, 'pkg'), '/bench/': benchDir, '/': join(web, 'tests') });
  const b = await browser();
  await b.page.goto(`${server.url}bench.html`);
  await b.page.waitForFunction(() => window.benchReady === true);
  const node = await createRuntime({ wasm: readFileSync(join(web, 'pkg', 'rphp_web_bg.wasm')) });
  const phpwasm = join(opt.phpwasm, 'run.mjs');
  const havePhpWasm = existsSync(join(opt.phpwasm, 'node_modules', '@php-wasm', 'node'));
  const rows = [];
  for (const name of names) {
    const expected = phpOutput(name);
    const t = { chromium: [], node: [], phpwasm: [], php: [] };
    const bad = [];
    for (let r = 0; r < Number(opt.runs); r++) {
      const c = await b.page.evaluate((n) => window.runBench(n), name);
      if (c.stdout !== expected) bad.push('chromium');
      t.chromium.push(c.ms);
      node.mount(`/bench/${name}.php`, readFileSync(join(benchDir, `${name}.php`)));
      const t0 = performance.now();
      const n = node.run({ file: `/bench/${name}.php`, cwd: '/bench' });
      t.node.push(performance.now() - t0);
      if (n.stdout !== expected) bad.push('node');
      if (havePhpWasm) {
        const p = spawnSync('node', [phpwasm, `${name}.php`], { cwd: benchDir, encoding: 'utf8', maxBuffer: 1 << 26 });
        const m = /elapsed ([\d.e-]+)/.exec(p.stderr);
        if (p.stdout !== expected || !m) bad.push('PHP.wasm');
        t.phpwasm.push(m ? Number(m[1]) * 1000 : NaN);
      }
      const t1 = performance.now();
      phpOutput(name);
      t.php.push(performance.now() - t1);
    }
    const row = { name, chromium: median(t.chromium), node: median(t.node), phpwasm: havePhpWasm ? median(t.phpwasm) : NaN, php: median(t.php), bad: [...new Set(bad)] };
    rows.push(row);
    console.error(`${name}: ${JSON.stringify(row)}`);
  }
  await b.close();
  await server.close();
  const f = (ms) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
  const geo = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
  console.log(`\n## bench/ (median of ${opt.runs}; rphp and PHP.wasm times exclude runtime start-up)\n`);
  console.log('| program | rphp in Chromium | rphp in Node | PHP.wasm 8.2 (Node) | php -n (native, process) | PHP.wasm / rphp-Chromium |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.phpwasm / r.chromium;
    console.log(`| ${r.name}${r.bad.length ? ` (FAIL: ${r.bad.join(', ')})` : ''} | ${f(r.chromium)} | ${f(r.node)} | ${f(r.phpwasm)} | ${f(r.php)} | ${Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`} |`);
  }
  if (havePhpWasm) {
    console.log(`| geometric mean | | | | | ${geo(rows.map((r) => r.phpwasm / r.chromium)).toFixed(2)}× |`);
  } else {
    console.log(`\n(PHP.wasm not installed in ${opt.phpwasm}: npm ci --prefix bench/phpwasm)`);
  }
}

const wasm = readFileSync(join(web, 'pkg', 'rphp_web_bg.wasm'));
const gz = spawnSync('gzip', ['-9c'], { input: wasm, maxBuffer: 1 << 28 }).stdout.length;
console.log(`## Size\n\nrphp_web_bg.wasm: ${wasm.length} bytes (${(wasm.length / 1048576).toFixed(2)} MB), gzip -9: ${gz} bytes (${(gz / 1048576).toFixed(2)} MB)`);
await startup();
if (!opt['skip-bench']) await benchmarks();
