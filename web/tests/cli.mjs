// A `php`-like command line over the package, so tests/run.py can drive the
// differential corpus through it exactly as it drives php and rphp:
//   node web/tests/cli.mjs [-n] [-d name=value]... [-l] FILE [args...]
//   node web/tests/cli.mjs [-n] [-d name=value]... -r CODE [args...]
// The working directory's tree is mounted at its real absolute path (so
// __FILE__ and relative includes mean what they mean natively), other reads
// fall back to the real file system read-only (e.g. /usr/share/zoneinfo),
// output is streamed to this process's stdout/stderr, and the exit status is
// php's.
import { readFileSync, readdirSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime } from '../pkg/rphp.js';

const pkg = new URL('../pkg/', import.meta.url);
const argv = process.argv.slice(2);
const ini = {};
let mode = 'file';
let target;
let i = 0;
for (; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--') { i++; break; }
  if (!a.startsWith('-') || a === '-') break;
  if (a === '-n') continue;
  if (a === '-l') { mode = 'lint'; continue; }
  if (a.startsWith('-d')) {
    const kv = a.length > 2 ? a.slice(2) : argv[++i];
    const eq = kv.indexOf('=');
    if (eq < 0) ini[kv] = '1';
    else ini[kv.slice(0, eq)] = kv.slice(eq + 1).trim().replace(/^(["'])(.*)\1$/, '$2');
    continue;
  }
  if (a === '-r') { mode = 'code'; target = argv[++i]; continue; }
  process.stderr.write(`cli.mjs: unsupported option ${a}\n`);
  process.exit(1);
}
if (target === undefined) target = argv[i++];
const args = argv.slice(i);

const cwd = process.cwd();
const files = {};
(function walk(dir, depth) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isDirectory() && depth < 4) walk(p, depth + 1);
    else if (st?.isFile() && st.size < 16 << 20) files[p] = readFileSync(p);
  }
})(cwd, 0);

let stdin = new Uint8Array(0);
try { stdin = readFileSync(0); } catch { /* no stdin */ }

const rt = await createRuntime({ wasm: readFileSync(new URL('rphp_web_bg.wasm', pkg)), files });
const result = rt.run({
  [mode]: target,
  args,
  ini,
  env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('NODE_'))),
  cwd,
  stdin,
  onOutput: (_text, stream, bytes) => writeSync(stream === 'stdout' ? 1 : 2, bytes),
  readFallback: (path) => {
    try { return readFileSync(path); } catch { return null; }
  },
});
if (result.exitCode === 255 && result.stderr.startsWith('rphp: internal error')) {
  writeSync(2, result.stderr);
}
process.exitCode = result.exitCode;
