// The bench page's script: PHP.wasm 8.2 for the browser, one instance,
// `window.runPhpWasm(code)` runs code in it (see web/tests/figures.mjs).
import { PHP } from '@php-wasm/universal';
import { loadWebRuntime } from '@php-wasm/web';

const php = new PHP(await loadWebRuntime('8.2'));
window.runPhpWasm = async (code) => {
  const t0 = performance.now();
  const r = await php.run({ code });
  return { ms: performance.now() - t0, stdout: r.text, exitCode: r.exitCode };
};
window.phpWasmReady = true;
