// The package API under Node: node --test web/tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRuntime, disassemble, phpVersion, version } from '../pkg/rphp.js';

const wasm = readFileSync(new URL('../pkg/rphp_web_bg.wasm', import.meta.url));

// What real php 8.2 prints for the same code, args, ini, env and stdin: the
// oracle for every PHP-visible text below, so no expectation is typed by hand.
function php({ code, args = [], ini = {}, env = {}, stdin = '' }) {
  const flags = Object.entries(ini).flatMap(([k, v]) => ['-d', `${k}=${v}`]);
  const r = spawnSync('php', ['-n', ...flags, '-r', code, '--', ...args], {
    input: stdin,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status };
}

// Runs `opts` through rphp and through php and expects the same output and exit code.
function same(rt, opts) {
  const got = rt.run(opts);
  const want = php(opts);
  assert.equal(got.stdout, want.stdout);
  assert.equal(got.stderr, want.stderr);
  assert.equal(got.exitCode, want.exitCode);
  return got;
}

test('runs code and files, with args, ini, env and stdin', async () => {
  const code = 'echo "hi ", $argv[1], " ", ini_get("precision"), " ", getenv("WHO"), " ", fgets(STDIN), 0.1 + 0.2;';
  const opts = { args: ['there'], ini: { precision: 5 }, env: { WHO: 'me' }, stdin: 'line1\nline2\n' };
  const rt = await createRuntime({ wasm, files: { '/app/index.php': `<?php ${code}` } });
  const want = php({ code, ...opts });
  const r = rt.run({ file: '/app/index.php', ...opts });
  assert.equal(r.stdout, want.stdout);
  assert.equal(r.exitCode, 0);
  same(rt, { code, ...opts });
  assert.equal(rt.run({ code: 'echo PHP_VERSION;' }).stdout, phpVersion());
  assert.match(version(), /^rphp .* \(PHP 8\.2\.\d+ compatible\)$/);
});

test('php errors are results, not exceptions', async () => {
  const rt = await createRuntime({ wasm });
  assert.equal(same(rt, { code: 'echo 1 +;' }).exitCode, 255);
  assert.equal(same(rt, { code: 'throw new Exception("boom");' }).exitCode, 255);
  same(rt, { code: 'echo $x; echo "after";' });
  same(rt, { code: 'function f(int $i) {} f("x");' });
  // A missing script: php's message for a path that does not exist on disk either.
  const missing = rt.run({ file: '/nope.php' });
  const want = spawnSync('php', ['-n', '/nope.php'], { encoding: 'utf8' });
  assert.equal(missing.stdout, want.stdout);
  assert.equal(missing.exitCode, want.status);
});

test('misuse of the API throws', async () => {
  const rt = await createRuntime({ wasm });
  assert.throws(() => rt.run({}), TypeError);
  assert.throws(() => rt.run({ code: '1;', file: '/a' }), TypeError);
  assert.throws(() => rt.mount('relative.php', 'x'), /absolute/);
  assert.throws(() => rt.run({ code: '1;', args: [1] }), TypeError);
});

test('the file system is kept between runs, written files are listed, reset empties it', async () => {
  const rt = await createRuntime({ wasm });
  rt.mount({ '/lib/a.php': '<?php function f() { return 42; }', '/main.php': new TextEncoder().encode('<?php require __DIR__ . "/lib/a.php"; echo f(); file_put_contents("/out/x.txt", "data");') });
  let r = rt.run({ file: '/main.php' });
  assert.match(r.stdout, /Warning: file_put_contents\(\/out\/x.txt\): Failed to open stream: No such file or directory/);
  assert.deepEqual(r.filesWritten, []);
  rt.run({ code: 'mkdir("/out");' });
  r = rt.run({ file: 'main.php', cwd: '/' });
  assert.equal(r.stdout, '42');
  assert.deepEqual(r.filesWritten, ['/out/x.txt']);
  assert.equal(rt.readTextFile('/out/x.txt'), 'data');
  assert.deepEqual(rt.listFiles(), ['/lib/a.php', '/main.php', '/out/x.txt']);
  rt.reset();
  assert.deepEqual(rt.listFiles(), []);
});

test('the file system has a size: disk_*_space report it, writes beyond it fail', async () => {
  const rt = await createRuntime({ wasm, diskSize: 100 });
  let r = rt.run({ code: 'file_put_contents("/tmp/a", str_repeat("x", 60)); echo disk_total_space("/"), " ", disk_free_space("/tmp");' });
  assert.equal(r.stdout, '100 40');
  r = rt.run({ code: 'var_dump(@file_put_contents("/tmp/b", str_repeat("y", 50))); echo error_get_last()["message"];' });
  assert.match(r.stdout, /bool\(false\)\n.*No space left on device/);
  rt.reset();
  assert.equal(rt.run({ code: 'echo disk_free_space("/");' }).stdout, '100');
});

test('output streams through the callback as it is produced', async () => {
  const rt = await createRuntime({ wasm });
  const seen = [];
  const r = rt.run({
    code: 'echo "é"; fwrite(STDERR, "err"); for ($i = 0; $i < 3; $i++) { echo str_repeat("x", 70000); }',
    onOutput: (text, stream) => seen.push([stream, text.length]),
  });
  assert.ok(seen.length >= 2, 'more than one chunk');
  assert.ok(seen.some(([s]) => s === 'stderr'));
  assert.equal(seen.filter(([s]) => s === 'stdout').reduce((n, [, l]) => n + l, 0), r.stdout.length);
  assert.equal(r.stderr, 'err');
});

test('max_execution_time ends an infinite loop', async () => {
  const rt = await createRuntime({ wasm });
  assert.equal(same(rt, { code: 'while (true) {}', ini: { max_execution_time: 1 } }).exitCode, 255);
});

test('random_bytes, hrtime, microtime and memory figures work', async () => {
  const rt = await createRuntime({ wasm });
  same(rt, { code: 'echo strlen(random_bytes(100000)), " ", hrtime(true) > 0 ? "ok" : "no", " ", abs(microtime(true) - time()) < 2 ? "ok" : "no", " ", memory_get_usage() > 0 ? "ok" : "no";' });
  // php names the allocation size it failed on, which differs by allocator, so the
  // line is compared up to that figure.
  const limit = { code: '$s = str_repeat("x", 64 << 20);', ini: { memory_limit: '16M' } };
  const cut = (s) => s.replace(/\(tried to allocate \d+ bytes\)/, '(tried to allocate N bytes)');
  const m = rt.run(limit);
  const w = php(limit);
  assert.equal(cut(m.stdout), cut(w.stdout));
  assert.equal(m.exitCode, w.exitCode);
});

test('disassemble shows the bytecode or the parse error', async () => {
  await createRuntime({ wasm });
  assert.match(disassemble('<?php echo 1 + 2;'), /Echo|echo/i);
  assert.match(disassemble('<?php echo 1 +;'), /Parse error/);
});

test('warmUp runs without touching runtimes', async () => {
  const rt = await createRuntime({ wasm, files: { '/a.php': '<?php echo 1;' } });
  const { warmUp } = await import('../pkg/rphp.js');
  warmUp();
  assert.deepEqual(rt.listFiles(), ['/a.php']);
  assert.equal(rt.run({ file: '/a.php' }).stdout, '1');
});
