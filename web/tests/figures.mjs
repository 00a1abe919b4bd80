// The web figures, measured in headless Chromium on this machine:
//  1. start-up: bytes transferred (gzip, as served) and the time from
//     navigation start to the playground's first output, over fresh
//     profiles (cold cache), median of N loads;
//  2. the bench/ programs: rphp (this package) against PHP.wasm 8.2
//     (WordPress Playground's build of php-src), both in Chromium
//     (@php-wasm/web, bundled by bench/phpwasm-web/build.mjs) and in Node
//     (@php-wasm/node, bench/phpwasm), and native `php -n`. Every output
//     must equal php's.
//   node web/tests/figures.mjs [--loads N] [--only NAME]... [--phpwasm DIR] [--phpwasm-web DIR] [--skip-bench] [--renice]
// (after web/build.sh and node web/www/build.mjs; PHP.wasm: npm ci --prefix bench/phpwasm,
// npm ci --prefix bench/phpwasm-web && node bench/phpwasm-web/build.mjs)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '..');
const benchDir = join(root, 'bench');
const { values: opt } = parseArgs({
  options: {
    loads: { type: 'string', default: '5' },
    only: { type: 'string', multiple: true, default: [] },
    phpwasm: { type: 'string', default: join(benchDir, 'phpwasm') },
    'phpwasm-web': { type: 'string', default: join(benchDir, 'phpwasm-web', 'dist') },
    'skip-bench': { type: 'boolean', default: false },
    // Start-up is wall time: on a shared machine other jobs preempt the
    // browser. --renice runs this script and Chromium's processes at nice -15
    // (needs root) to approximate the machine without them.
    renice: { type: 'boolean', default: false },
  },
});
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

/** Chromium's processes: the one started with `profile`, and its descendants. */
function browserPids(profile) {
  const ps = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).trim().split('\n')
    .map((l) => { const m = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l); return { pid: m[1], ppid: m[2], args: m[3] }; });
  const pids = new Set(ps.filter((p) => p.args.includes(`--user-data-dir=${profile}`)).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of ps) if (pids.has(p.ppid) && !pids.has(p.pid)) { pids.add(p.pid); grew = true; }
  }
  return [...pids];
}

async function browser() {
  const profile = mkdtempSync(join(tmpdir(), 'rphp-fig-'));
  const ctx = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ARGS });
  if (opt.renice) {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto('about:blank');
    execFileSync('renice', ['-n', '-15', '-p', ...browserPids(profile)], { stdio: 'ignore' });
    // Processes started later (the page's renderer) inherit the browser's niceness.
  }
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
    await b.page.waitForFunction(() => Boolean(window.rphpPlayground?.lastRun), null, { timeout: 60000 });
    const s = await b.page.evaluate(() => ({
      first: window.rphpPlayground.firstOutputMs,
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name.replace('rphp:', ''), m.startTime])),
      worker: performance.getEntriesByType('resource').find((r) => r.name.endsWith('/worker.js'))?.startTime,
    }));
    loads.push({ ...s, bytes: server.stats.bytes, requests: server.stats.requests.map((r) => `${r.path} ${r.bytes}`) });
    await b.close();
  }
  await server.close();
  const raw = ['index.html', 'style.css', 'main.js', 'worker.js', 'rphp_web_bg.wasm']
    .reduce((n, f) => n + readFileSync(join(web, 'dist', f)).length, 0);
  console.log(`\n## Start-up (${loads.length} cold loads, fresh profile each${opt.renice ? ', at nice -15' : ''}; load average ${(await import('node:os')).loadavg()[0].toFixed(1)})\n`);
  console.log(`requests: ${loads[0].requests.join(', ')}`);
  console.log(`bytes transferred (gzip): ${median(loads.map((l) => l.bytes))} (uncompressed ${raw})`);
  const at = (f) => median(loads.map(f).filter((x) => x !== undefined)).toFixed(0);
  console.log(`milestones after navigation start, medians: .wasm compiled ${at((l) => l.marks.compiled)} ms, worker script requested ${at((l) => l.worker)} ms, worker ready ${at((l) => l.marks['worker-ready'])} ms, run posted ${at((l) => l.marks['run-posted'])} ms, first output ${at((l) => l.marks['first-output'])} ms, editor (main.js) running ${at((l) => l.marks.main)} ms`);
  console.log(`navigation start -> first output, median: ${median(loads.map((l) => l.first)).toFixed(0)} ms (each: ${loads.map((l) => l.first.toFixed(0)).join(', ')})`);
}

function phpOutput(name) {
  return execFileSync('php', ['-n', `${name}.php`], { cwd: benchDir, encoding: 'utf8', maxBuffer: 1 << 26 });
}

/** Native php's CPU time (user + system) for one run, from bash's `time`. */
function phpCpu(name) {
  const p = spawnSync('bash', ['-c', `TIMEFORMAT='%3U %3S'; time php -n ${name}.php >/dev/null`], { cwd: benchDir, encoding: 'utf8' });
  const [u, s] = p.stderr.trim().split(/\s+/).slice(-2).map(Number);
  return (u + s) * 1000;
}

// Between the two runs the runtime idles PAUSE_MS, so V8 can finish
// optimising in the background what the first run made hot: a wasm function
// already running never switches to optimised code, so the second run shows
// the optimised speed only if that compilation is done when it starts.
const PAUSE_MS = 2000;

// Times are CPU time, not wall time: this machine is shared, and wall time
// under load says more about the neighbours than about the code. Each
// program runs twice in one fresh instance of each runtime: the first run
// includes V8 tiering the interpreter up from its baseline compiler (the
// cost a visitor pays once), the second is warm. rphp in Chromium: the
// renderer process's CPU time (CDP Performance.getMetrics ProcessTime, so
// V8's background compilation counts) around each run on a freshly loaded
// bench page; rphp in Node (tests/rphp-run.mjs) and PHP.wasm
// (tests/phpwasm-run.mjs): process.cpuUsage() around each run, runtime
// start-up excluded; php: the process's user + system time.
function cpuRuns(args) {
  const p = spawnSync('node', args, { cwd: benchDir, encoding: 'utf8', maxBuffer: 1 << 26 });
  return { stdout: p.stdout, cpu: [...p.stderr.matchAll(/^cpu ([\d.e-]+)$/gm)].map((m) => Number(m[1]) * 1000) };
}

async function benchmarks() {
  let names = readdirSync(benchDir).filter((f) => f.endsWith('.php')).map((f) => f.slice(0, -4)).sort();
  if (opt.only.length) names = names.filter((n) => opt.only.includes(n));
  const havePhpWasmWeb = existsSync(join(opt['phpwasm-web'], 'phpwasm.html'));
  const server = await serve({ '/pkg/': join(web, 'pkg'), '/bench/': benchDir, '/pw/': opt['phpwasm-web'], '/': join(web, 'tests') });
  const havePhpWasm = existsSync(join(opt.phpwasm, 'node_modules', '@php-wasm', 'node'));
  const rows = [];
  const pwStartup = [];
  for (const name of names) {
    const expected = phpOutput(name);
    const bad = [];
    // A fresh profile per program: Chromium caches a module's optimised
    // code, so without it only the first program's first run would be cold.
    const b = await browser();
    const cdp = await b.ctx.newCDPSession(b.page);
    await cdp.send('Performance.enable');
    const processTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ProcessTime').value * 1000;
    await b.page.goto(`${server.url}bench.html?${name}`);
    await b.page.waitForFunction(() => window.benchReady === true);
    const chromium = [];
    for (let r = 0; r < 2; r++) {
      if (r) await b.page.waitForTimeout(PAUSE_MS);
      const before = await processTime();
      const c = await b.page.evaluate((n) => window.runBench(n), name);
      chromium.push((await processTime()) - before);
      if (c.stdout !== expected) bad.push('chromium');
    }
    let phpwasmWeb = [NaN, NaN];
    if (havePhpWasmWeb) {
      phpwasmWeb = [];
      const t0 = Date.now();
      await b.page.goto(`${server.url}pw/phpwasm.html`);
      await b.page.waitForFunction(() => window.phpWasmReady === true, null, { timeout: 300000 });
      pwStartup.push(Date.now() - t0);
      const code = readFileSync(join(benchDir, `${name}.php`), 'utf8');
      for (let r = 0; r < 2; r++) {
        if (r) await b.page.waitForTimeout(PAUSE_MS);
        const before = await processTime();
        const c = await b.page.evaluate((src) => window.runPhpWasm(src), code);
        phpwasmWeb.push((await processTime()) - before);
        if (c.stdout !== expected) bad.push('PHP.wasm in Chromium');
      }
    }
    await b.close();
    const node = cpuRuns([join(web, 'tests', 'rphp-run.mjs'), `${name}.php`, '2']);
    if (node.stdout !== expected || node.cpu.length !== 2) bad.push('node');
    let phpwasm = { cpu: [NaN, NaN] };
    if (havePhpWasm) {
      phpwasm = cpuRuns([join(web, 'tests', 'phpwasm-run.mjs'), opt.phpwasm, `${name}.php`, '2']);
      if (phpwasm.stdout !== expected || phpwasm.cpu.length !== 2) bad.push('PHP.wasm');
    }
    const row = { name, chromium, phpwasmWeb, node: node.cpu, phpwasm: phpwasm.cpu, php: phpCpu(name), bad: [...new Set(bad)] };
    rows.push(row);
    console.error(`${name}: ${JSON.stringify(row)}`);
  }
  await server.close();
  const f = (ms) => (Number.isNaN(ms) || ms === undefined ? 'n/a' : (ms / 1000).toFixed(2));
  const pair = (xs) => `${f(xs[0])} / ${f(xs[1])}`;
  const geo = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
  const ratio = (a, b) => (Number.isNaN(a / b) ? 'n/a' : `${(a / b).toFixed(2)}×`);
  console.log('\n## bench/ (CPU seconds, first run / warm second run in one fresh instance; start-up excluded)\n');
  console.log('| program | rphp in Chromium | PHP.wasm in Chromium | PHP.wasm ÷ rphp, Chromium, first / warm | rphp in Node | PHP.wasm in Node | PHP.wasm ÷ rphp, Node, first / warm | php -n native |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name}${r.bad.length ? ` (FAIL: ${r.bad.join(', ')})` : ''} | ${pair(r.chromium)} | ${pair(r.phpwasmWeb)} | ${ratio(r.phpwasmWeb[0], r.chromium[0])} / ${ratio(r.phpwasmWeb[1], r.chromium[1])} | ${pair(r.node)} | ${pair(r.phpwasm)} | ${ratio(r.phpwasm[0], r.node[0])} / ${ratio(r.phpwasm[1], r.node[1])} | ${f(r.php)} |`);
  }
  const g = (key, other, i) => ratio(geo(rows.map((r) => r[key][i] / r[other][i])), 1);
  console.log(`| geometric mean | | | ${g('phpwasmWeb', 'chromium', 0)} / ${g('phpwasmWeb', 'chromium', 1)} | | | ${g('phpwasm', 'node', 0)} / ${g('phpwasm', 'node', 1)} | |`);
  if (havePhpWasmWeb) console.log(`\nPHP.wasm in Chromium, page load to runtime ready (fresh profile), median: ${median(pwStartup)} ms`);
  if (!havePhpWasm) console.log(`\n(PHP.wasm for Node not installed in ${opt.phpwasm}: npm ci --prefix bench/phpwasm)`);
  if (!havePhpWasmWeb) console.log(`\n(PHP.wasm for the browser not built in ${opt['phpwasm-web']}: npm ci --prefix bench/phpwasm-web && node bench/phpwasm-web/build.mjs)`);
}

if (opt.renice) {
  const { setPriority } = await import('node:os');
  setPriority(-15);
}
const wasm = readFileSync(join(web, 'pkg', 'rphp_web_bg.wasm'));
const gz = spawnSync('gzip', ['-9c'], { input: wasm, maxBuffer: 1 << 28 }).stdout.length;
console.log(`## Size\n\nrphp_web_bg.wasm: ${wasm.length} bytes (${(wasm.length / 1048576).toFixed(2)} MB), gzip -9: ${gz} bytes (${(gz / 1048576).toFixed(2)} MB)`);
await startup();
if (!opt['skip-bench']) await benchmarks();
