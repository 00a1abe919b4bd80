// The playground's PHP runs here, off the page's thread, so a runaway
// script never freezes the page: Stop terminates this worker and starts a
// new one. Messages:
//   in:  { type: 'module', module } (optional, first: the compiled .wasm)
//        { type: 'run', id, code, timeLimit }   { type: 'bytecode', id, code }
//   out: { type: 'ready', version, loadMs }  { type: 'output', id, text, stream }
//        { type: 'done', id, exitCode, timeMs }  { type: 'bytecode', id, text }
import { createRuntime, disassemble, version, warmUp } from '../pkg/rphp.js';

const FILE = '/index.php';
let warm = false;
let runtime = null;

// The page may send the compiled module first ({ type: 'module' }); without
// it the worker fetches and compiles the .wasm itself.
function start(wasm) {
  const started = performance.now();
  runtime = createRuntime({ wasm });
  runtime.then(
    () => postMessage({ type: 'ready', version: version(), loadMs: performance.now() - started }),
    (e) => postMessage({ type: 'failed', message: String(e?.message ?? e) }),
  );
  return runtime;
}

onmessage = async ({ data }) => {
  if (data.type === 'module') {
    if (!runtime) start(data.module);
    return;
  }
  const rt = await (runtime ?? start(new URL('rphp_web_bg.wasm', import.meta.url)));
  if (data.type === 'run') {
    // The file system is kept between runs: a script can read what an
    // earlier one wrote.
    rt.mount(FILE, data.code);
    const result = rt.run({
      file: FILE,
      ini: { max_execution_time: data.timeLimit, display_errors: 1 },
      onOutput: (text, stream) => postMessage({ type: 'output', id: data.id, text, stream }),
    });
    postMessage({ type: 'done', id: data.id, exitCode: result.exitCode, timeMs: result.timeMs, stderr: result.stderr.startsWith('rphp: internal error') ? result.stderr : '' });
    // After the first result (so it is not delayed), let V8 optimise the
    // interpreter before the next, possibly long, run.
    if (!warm) {
      warm = true;
      warmUp();
    }
  } else if (data.type === 'bytecode') {
    postMessage({ type: 'bytecode', id: data.id, text: disassemble(data.code, FILE) });
  }
};
