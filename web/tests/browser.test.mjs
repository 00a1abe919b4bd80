// The playground in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core): served from 127.0.0.1, it must load without console
// errors, run the examples exactly as `php -n` does, show php's parse
// error, stop an infinite loop (Stop and max_execution_time), reproduce a
// shared link and render HTML output. Leaves web/dist/screenshot.png.
//   node --test web/tests/browser.test.mjs      (after web/build.sh and node web/www/build.mjs)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { examples } from '../www/examples.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let server;
let context;
let profile;
let page;
const consoleErrors = [];

/** What `php -n` prints for `code` run as /index.php (stdout, then stderr). */
function php(code) {
  const dir = mkdtempSync(join(tmpdir(), 'rphp-web-php-'));
  try {
    writeFileSync(join(dir, 'index.php'), code);
    let out;
    try {
      out = execFileSync('php', ['-n', 'index.php'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      out = e.stdout;
    }
    return out.replaceAll(join(dir, 'index.php'), '/index.php');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function idle(p = page) {
  await p.waitForFunction(() => document.body.dataset.state === 'idle', null, { timeout: 30000 });
}

async function runCode(code) {
  await page.evaluate((c) => {
    const ed = window.rphpEditor;
    ed.dispatch({ changes: { from: 0, to: ed.state.doc.length, insert: c } });
  }, code);
  await page.click('#run');
  await idle();
  return page.textContent('#output');
}

function watch(p) {
  p.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  p.on('pageerror', (e) => consoleErrors.push(String(e)));
}

before(async () => {
  server = await serve({ '/': dist });
  profile = mkdtempSync(join(tmpdir(), 'rphp-web-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 720 },
  });
  page = context.pages()[0] ?? await context.newPage();
  watch(page);
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

test('the page loads with no console errors and runs the first example', async () => {
  await page.goto(server.url);
  await idle();
  await page.waitForFunction(() => window.rphpPlayground.lastRun !== null);
  assert.equal(await page.textContent('#output'), php(examples[0].code));
  assert.match(await page.textContent('#version'), /^rphp .* \(PHP 8\.2\.\d+ compatible\)$/);
  assert.match(await page.textContent('#status'), /exit code 0 · [\d.]+ ms/);
  assert.deepEqual(consoleErrors, []);
});

test('every example (but the infinite loop) prints what php -n prints', async () => {
  for (const [i, ex] of examples.entries()) {
    if (ex.name.startsWith('Infinite')) continue;
    await page.selectOption('#examples', String(i));
    await page.waitForFunction(() => document.body.dataset.state === 'running' || window.rphpPlayground.lastRun, null);
    await idle();
    assert.equal(await page.textContent('#output'), php(ex.code), ex.name);
  }
  // Warnings and errors are marked in the output.
  assert.ok(await page.locator('#output .warning').count() > 0);
  assert.ok(await page.locator('#output .error').count() > 0);
});

test('a syntax error shows php\'s message; Ctrl+Enter runs', async () => {
  const code = '<?php\necho "a"\necho "b";\n';
  await page.evaluate((c) => {
    const ed = window.rphpEditor;
    ed.dispatch({ changes: { from: 0, to: ed.state.doc.length, insert: c } });
    ed.focus();
  }, code);
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => document.body.dataset.state === 'running' || /Parse error/.test(document.getElementById('output').textContent));
  await idle();
  const out = await page.textContent('#output');
  assert.equal(out, php(code));
  assert.match(out, /Parse error: syntax error, unexpected token "echo", expecting "," or ";" in \/index.php on line 3/);
  assert.match(await page.textContent('#status'), /exit code 255/);
});

test('Stop ends an infinite loop and the page stays responsive; so does max_execution_time', async () => {
  const loop = examples.find((e) => e.name.startsWith('Infinite'));
  await page.evaluate((c) => {
    const ed = window.rphpEditor;
    ed.dispatch({ changes: { from: 0, to: ed.state.doc.length, insert: c } });
  }, loop.code);
  await page.click('#run');
  await page.waitForFunction(() => document.body.dataset.state === 'running');
  await page.waitForTimeout(1500);
  // The page answers while PHP spins in the worker.
  const t0 = Date.now();
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'running');
  assert.ok(Date.now() - t0 < 1000, 'page responsive');
  await page.click('#stop');
  await idle();
  assert.match(await page.textContent('#output'), /Stopped\.\n$/);
  assert.equal(await runCode('<?php echo "after stop";'), 'after stop');

  await page.fill('#timelimit', '1');
  const out = await runCode('<?php\nwhile (true) {}\n');
  assert.equal(out, '\nFatal error: Maximum execution time of 1 second exceeded in /index.php on line 2\n');
  await page.fill('#timelimit', '10');
});

test('a shared link reproduces the code', async () => {
  const code = '<?php\n// shared ✓\necho strtoupper("shared link"), "\\n";\n';
  await runCode(code);
  await page.click('#share');
  const url = await page.inputValue('#share-url');
  assert.ok(url.startsWith(server.url) && url.includes('#code='), url);
  const other = await context.newPage();
  watch(other);
  await other.goto(url);
  await idle(other);
  await other.waitForFunction(() => window.rphpPlayground.lastRun !== null);
  assert.equal(await other.evaluate(() => window.rphpEditor.state.doc.toString()), code);
  assert.equal(await other.textContent('#output'), 'SHARED LINK\n');
  await other.close();
});

test('HTML output renders in the sandboxed frame; the bytecode view lists the script', async () => {
  const i = examples.findIndex((e) => e.name === 'HTML output');
  await page.selectOption('#examples', String(i));
  await page.waitForFunction(() => document.body.dataset.state === 'running' || window.rphpPlayground.lastRun);
  await idle();
  await page.click('#tab-html');
  const frame = page.frameLocator('#html');
  await frame.locator('td', { hasText: 'plum' }).waitFor();
  assert.equal(await frame.locator('tr').count(), 4);
  assert.equal(await page.getAttribute('#html', 'sandbox'), '');

  await page.click('#tab-bytecode');
  await page.waitForFunction(() => !/^(compiling|loading)/.test(document.getElementById('bytecode').textContent));
  assert.match(await page.textContent('#bytecode'), /\S/);
  await page.click('#tab-output');
});

test('screenshot after a run', async () => {
  const i = examples.findIndex((e) => e.name.startsWith('Classes'));
  await page.selectOption('#examples', String(i));
  await page.waitForFunction(() => document.body.dataset.state === 'running' || window.rphpPlayground.lastRun);
  await idle();
  await page.screenshot({ path: join(dist, 'screenshot.png') });
  assert.deepEqual(consoleErrors, []);
});
