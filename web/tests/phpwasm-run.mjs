// Runs one PHP file under PHP.wasm 8.2 (@php-wasm/node, WordPress
// Playground's Emscripten build of php-src) for figures.mjs, and reports the
// CPU time of each php.run() alone (runtime start-up excluded) on stderr as
// "cpu SECONDS", RUNS times in the same instance (the first run includes
// V8's tiering up of the interpreter; later ones are warm).
//   node web/tests/phpwasm-run.mjs PHPWASM_DIR FILE.php [RUNS]
// PHPWASM_DIR holds node_modules/@php-wasm (bench/phpwasm after npm ci).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, file, runs = '2'] = process.argv.slice(2);
const require = createRequire(join(dir, 'package.json'));
const { PHP } = await import(pathToFileURL(require.resolve('@php-wasm/universal')));
const { loadNodeRuntime } = await import(pathToFileURL(require.resolve('@php-wasm/node')));
const php = new PHP(await loadNodeRuntime('8.2', { emscriptenOptions: { processId: 1 } }));
const code = readFileSync(file, 'utf8');
let result;
for (let i = 0; i < Number(runs); i++) {
  // Idle between runs, as figures.mjs does in Chromium: V8 finishes optimising in the background.
  if (i) await new Promise((r) => setTimeout(r, 2000));
  const cpu0 = process.cpuUsage();
  result = await php.run({ code });
  const cpu = process.cpuUsage(cpu0);
  process.stderr.write(`cpu ${(cpu.user + cpu.system) / 1e6}\n`);
}
process.stdout.write(result.text);
php.exit();
process.exit(result.exitCode ?? 0);
