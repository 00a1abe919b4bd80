// Runs one PHP file under PHP.wasm 8.2 (@php-wasm/node) and prints its output.
// The time spent inside php.run() (runtime start-up excluded) goes to stderr as
// "elapsed SECONDS", so bench/wasm.py can time the script alone.
//   node bench/phpwasm/run.mjs FILE.php
import { readFileSync } from 'node:fs';
import { PHP } from '@php-wasm/universal';
import { loadNodeRuntime } from '@php-wasm/node';

const file = process.argv[2];
const php = new PHP(await loadNodeRuntime('8.2', { emscriptenOptions: { processId: 1 } }));
const start = process.hrtime.bigint();
const result = await php.run({ code: readFileSync(file, 'utf8') });
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
process.stdout.write(result.text);
process.stderr.write(`elapsed ${elapsed}\n`);
php.exit();
process.exit(result.exitCode ?? 0);
