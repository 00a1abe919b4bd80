// The package API under Node: node --test web/tests/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRuntime, disassemble, phpVersion, version } from '../pkg/rphp.js';

const wasm = readFileSync(new URL('../pkg/rphp_web_bg.wasm', import.meta.url));

test('runs code and files, with args, ini, env and stdin', async () => {
  const rt = await createRuntime({ wasm, files: { '/app/index.php': '<?php echo "hi ", $argv[1], " ", ini_get("precision"), " ", getenv("WHO"), " ", fgets(STDIN);' } });
  const r = rt.run({ file: '/app/index.php', args: ['there'], ini: { precision: 5 }, env: { WHO: 'me' }, stdin: 'line1\nline2\n' });
  assert.equal(r.stdout, 'hi there 5 me line1\n');
  assert.equal(r.exitCode, 0);
  assert.equal(rt.run({ code: 'echo PHP_VERSION;' }).stdout, phpVersion());
  assert.match(version(), /^rphp .* \(PHP 8\.2\.\d+ compatible\)$/);
});

test('php errors are results, not exceptions', async () => {
  const rt = await createRuntime({ wasm });
  const r = rt.run({ code: 'echo 1 +;' });
  assert.equal(r.exitCode, 255);
  assert.match(r.stdout, /PHP Parse error: +syntax error, unexpected token ";" in Command line code on line 1|Parse error: syntax error, unexpected token ";"/);
  const t = rt.run({ code: 'throw new Exception("boom");' });
  assert.equal(t.exitCode, 255);
  assert.match(t.stdout, /Fatal error: Uncaught Exception: boom/);
  const w = rt.run({ code: 'echo $x; echo "after";' });
  assert.match(w.stdout, /Warning: Undefined variable \$x in Command line code on line 1\nafter$/);
  const missing = rt.run({ file: '/nope.php' });
  assert.equal(missing.stdout, 'Could not open input file: /nope.php\n');
  assert.equal(missing.exitCode, 1);
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
  const r = rt.run({ code: 'while (true) {}', ini: { max_execution_time: 1 } });
  assert.match(r.stdout, /Fatal error: Maximum execution time of 1 second exceeded/);
  assert.equal(r.exitCode, 255);
});

test('random_bytes, hrtime, microtime and memory figures work', async () => {
  const rt = await createRuntime({ wasm });
  const r = rt.run({ code: 'echo strlen(random_bytes(100000)), " ", hrtime(true) > 0 ? "ok" : "no", " ", abs(microtime(true) - time()) < 2 ? "ok" : "no", " ", memory_get_usage() > 0 ? "ok" : "no";' });
  assert.equal(r.stdout, '100000 ok ok ok');
  const m = rt.run({ code: '$s = str_repeat("x", 64 << 20);', ini: { memory_limit: '16M' } });
  assert.match(m.stdout, /Fatal error: Allowed memory size of 16777216 bytes exhausted/);
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
