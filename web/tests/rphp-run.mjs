// Runs one PHP file through the package under Node for figures.mjs, RUNS
// times in one fresh instance, and reports the CPU time of each run on
// stderr as "cpu SECONDS" (the first run includes V8's tiering up of the
// interpreter; later ones are warm). stdout is the last run's output.
//   node web/tests/rphp-run.mjs FILE.php [RUNS]
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { createRuntime } from '../pkg/rphp.js';

const [file, runs = '2'] = process.argv.slice(2);
const path = resolve(file);
const rt = await createRuntime({ wasm: readFileSync(new URL('../pkg/rphp_web_bg.wasm', import.meta.url)) });
rt.mount(path, readFileSync(path));
let result;
for (let i = 0; i < Number(runs); i++) {
  // Idle between runs, as figures.mjs does in Chromium: V8 finishes optimising in the background.
  if (i) await new Promise((r) => setTimeout(r, 2000));
  const cpu0 = process.cpuUsage();
  result = rt.run({ file: basename(path), cwd: dirname(path) });
  const cpu = process.cpuUsage(cpu0);
  process.stderr.write(`cpu ${(cpu.user + cpu.system) / 1e6}\n`);
}
process.stdout.write(result.stdoutBytes);
process.exitCode = result.exitCode;
