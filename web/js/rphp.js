// rphp in the browser and in Node: the package's public API over the
// wasm-bindgen bindings (./rphp_web.js). Types are in rphp.d.ts.
//
// PHP's own errors (parse errors, warnings, uncaught exceptions, exit codes)
// come back in the result exactly as php prints them; only misuse of this API
// (a relative path, a missing `file`/`code`, ...) throws.

import init, {
  Runtime as RawRuntime,
  disassemble as rawDisassemble,
  lastPanic,
  phpVersion as rawPhpVersion,
  version as rawVersion,
} from './rphp_web.js';

let loading = null;
let crashed = null;
const encoder = new TextEncoder();

/**
 * Loads and instantiates the WebAssembly module once. `wasm` is what
 * wasm-bindgen's init takes: a URL, a Response, the bytes, or a compiled
 * WebAssembly.Module; by default `rphp_web_bg.wasm` beside this file is
 * fetched (in Node, pass the bytes: Node's fetch cannot read file: URLs).
 */
export function load(wasm) {
  if (!loading) {
    loading = webCrypto().then(() => init(wasm === undefined ? undefined : { module_or_path: wasm }));
    // A failed load (a wrong URL, say) may be retried.
    loading.catch(() => { loading = null; });
  }
  return loading.then(() => undefined);
}

/** Node 18 has Web Crypto only as node:crypto's `webcrypto` (random_bytes needs it). */
async function webCrypto() {
  if (globalThis.crypto?.getRandomValues) return;
  const name = 'node:crypto'; // not a literal: bundlers for the browser leave it alone
  globalThis.crypto = (await import(name)).webcrypto;
}

/** `rphp 0.1.0 (PHP 8.2.36 compatible)`; call after `load()`. */
export function version() {
  return rawVersion();
}

/** The PHP version rphp is checked against (`PHP_VERSION`); call after `load()`. */
export function phpVersion() {
  return rawPhpVersion();
}

/**
 * The compiled bytecode of `code` (a whole file, with its `<?php` tag) as
 * `rphp --dump-bytecode` prints it, or php's parse error.
 */
export function disassemble(code, path = '/index.php') {
  checkAlive();
  return rawDisassemble(toBytes(code, 'code'), path);
}

// Exercises the interpreter's common paths (calls, arithmetic, arrays,
// strings, hashes) for a few milliseconds.
const WARM_UP = `function f($a, $b) { return $a + $b; }
$s = ''; $arr = []; $h = [];
for ($i = 0; $i < 3000; $i++) {
  $arr[] = f($i, 1) * 2.5; $s .= chr(65 + $i % 26); $h["k$i"] = $i;
  if (isset($arr[$i - 1]) && $arr[$i - 1] > 3) { $x = $arr[$i - 1] <=> $i; }
}
foreach ($arr as $k => $v) { $s = strlen($s) > 1000 ? '' : $s . $k; }`;

/**
 * Runs a short PHP loop in a scratch runtime so that V8 compiles the
 * interpreter with its optimising tier now, in the background, rather than
 * during the first long script: V8 cannot switch a wasm function that is
 * already running to optimised code, so a first script that runs for seconds
 * would otherwise run on the baseline compiler's code throughout (several
 * times slower). Costs about 0.1-0.2 s of CPU, mostly on V8's background
 * threads. Call after `load()`, e.g. once the first result is shown.
 */
export function warmUp() {
  checkAlive();
  const rt = new RawRuntime();
  try {
    rt.run('code', encoder.encode(WARM_UP), '/', [], [], [], new Uint8Array(0), undefined, undefined).free();
  } finally {
    rt.free();
  }
}

/** Loads the module if needed and returns a new runtime with `files` mounted. */
export async function createRuntime(options = {}) {
  await load(options.wasm);
  const rt = new PhpRuntime();
  if (options.diskSize !== undefined) rt.setDiskSize(options.diskSize);
  if (options.files !== undefined) rt.mount(options.files);
  return rt;
}

function checkAlive() {
  if (crashed !== null) {
    throw new Error(`rphp: this WebAssembly instance crashed earlier (${crashed}); load the package in a fresh worker or page`);
  }
  if (!loading) throw new Error('rphp: call load() or createRuntime() first');
}

function toBytes(content, what) {
  if (typeof content === 'string') return encoder.encode(content);
  if (content instanceof Uint8Array) return content;
  if (content instanceof ArrayBuffer) return new Uint8Array(content);
  if (ArrayBuffer.isView(content)) {
    return new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
  }
  throw new TypeError(`rphp: ${what} must be a string, Uint8Array or ArrayBuffer`);
}

function iniValue(v) {
  if (v === true) return '1';
  if (v === false || v === null) return '0';
  return String(v);
}

function pairs(record, what, mapValue) {
  if (record === undefined) return [];
  if (record === null || typeof record !== 'object') {
    throw new TypeError(`rphp: ${what} must be an object of name: value`);
  }
  const entries = record instanceof Map ? [...record.entries()] : Object.entries(record);
  return entries.map(([k, v]) => `${k}=${mapValue(v)}`);
}

/** Decodes a stream's chunks as UTF-8 without splitting characters across calls. */
function streamDecoder() {
  const d = new TextDecoder();
  return (bytes) => d.decode(bytes, { stream: true });
}

export class PhpRuntime {
  #raw;

  constructor() {
    checkAlive();
    this.#raw = new RawRuntime();
  }

  /**
   * Mounts files: `mount(path, content)` or `mount({ path: content, ... })`
   * (also a Map). Content is a string (UTF-8) or bytes; directories are
   * created as needed. Paths are absolute.
   */
  mount(pathOrFiles, content) {
    checkAlive();
    if (typeof pathOrFiles === 'string') {
      this.#raw.writeFile(pathOrFiles, toBytes(content, 'file content'));
      return this;
    }
    if (pathOrFiles === null || typeof pathOrFiles !== 'object') {
      throw new TypeError('rphp: mount(path, content) or mount({ path: content })');
    }
    const entries = pathOrFiles instanceof Map ? pathOrFiles.entries() : Object.entries(pathOrFiles);
    for (const [path, data] of entries) this.#raw.writeFile(path, toBytes(data, `content of ${path}`));
    return this;
  }

  /** A file's bytes, or null. */
  readFile(path) {
    checkAlive();
    return this.#raw.readFile(path) ?? null;
  }

  /** A file's contents decoded as UTF-8, or null. */
  readTextFile(path) {
    const b = this.readFile(path);
    return b === null ? null : new TextDecoder().decode(b);
  }

  /** Removes a file; false if there was none. */
  unlink(path) {
    checkAlive();
    return this.#raw.unlink(path);
  }

  /** Every file's absolute path, sorted. */
  listFiles() {
    checkAlive();
    return this.#raw.listFiles();
  }

  /**
   * Sets the in-memory file system's capacity in bytes (1 GiB by default):
   * what `disk_total_space()` reports; writes beyond it fail.
   */
  setDiskSize(bytes) {
    checkAlive();
    if (typeof bytes !== 'number' || !(bytes >= 0)) {
      throw new TypeError('rphp: the disk size must be a number of bytes');
    }
    this.#raw.setDiskSize(bytes);
    return this;
  }

  /** Empties the file system (back to `/` and an empty `/tmp`), keeping its size. */
  reset() {
    checkAlive();
    this.#raw.reset();
  }

  /** Frees the runtime's memory; it cannot be used afterwards. */
  free() {
    this.#raw.free();
  }

  /** Runs a script (`file`), a code string (`code`, no `<?php`), or lints (`lint`). */
  run(options) {
    checkAlive();
    if (options === null || typeof options !== 'object') {
      throw new TypeError('rphp: run({ file } | { code } | { lint }, ...)');
    }
    const modes = ['file', 'code', 'lint'].filter((m) => options[m] !== undefined);
    if (modes.length !== 1) {
      throw new TypeError('rphp: run() needs exactly one of file, code or lint');
    }
    const mode = modes[0];
    const target = toBytes(options[mode], mode);
    const args = options.args ?? [];
    if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
      throw new TypeError('rphp: args must be an array of strings');
    }
    const ini = pairs(options.ini, 'ini', iniValue);
    const env = pairs(options.env, 'env', String);
    const stdin = options.stdin === undefined ? new Uint8Array(0) : toBytes(options.stdin, 'stdin');
    const cwd = options.cwd ?? '/';

    // Output also passes through here so that a crash still returns what was printed.
    const chunks = { 1: [], 2: [] };
    const user = options.onOutput;
    if (user !== undefined && typeof user !== 'function') {
      throw new TypeError('rphp: onOutput must be a function');
    }
    const decoders = { 1: streamDecoder(), 2: streamDecoder() };
    const onOutput = (stream, view) => {
      const bytes = view.slice();
      chunks[stream].push(bytes);
      if (user) user(decoders[stream](bytes), stream === 1 ? 'stdout' : 'stderr', bytes);
    };
    const fallback = options.readFallback;
    if (fallback !== undefined && typeof fallback !== 'function') {
      throw new TypeError('rphp: readFallback must be a function');
    }
    const readFallback = fallback && ((path) => {
      const data = fallback(path);
      return data === null || data === undefined ? undefined : toBytes(data, 'readFallback result');
    });

    const start = performance.now();
    let raw;
    try {
      raw = this.#raw.run(mode, target, cwd, args, ini, env, stdin, onOutput, readFallback);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError || e instanceof RangeError) {
        // A trap (a bug in rphp, or the JavaScript stack exhausted): the
        // instance's state can no longer be trusted. Report it like a
        // crashed php process, with what was printed before it.
        crashed = lastPanic() ?? String(e.message ?? e);
        const join = (list) => {
          const out = new Uint8Array(list.reduce((n, c) => n + c.length, 0));
          let at = 0;
          for (const c of list) { out.set(c, at); at += c.length; }
          return out;
        };
        const stdoutBytes = join(chunks[1]);
        const stderrBytes = encoder.encode(`rphp: internal error: ${crashed}\n`);
        return result(stdoutBytes, stderrBytes, 255, [], performance.now() - start);
      }
      throw e;
    }
    try {
      return result(raw.stdout, raw.stderr, raw.exitCode, raw.filesWritten, performance.now() - start);
    } finally {
      raw.free();
    }
  }
}

function result(stdoutBytes, stderrBytes, exitCode, filesWritten, timeMs) {
  const d = new TextDecoder();
  return {
    stdout: d.decode(stdoutBytes),
    stderr: d.decode(stderrBytes),
    exitCode,
    filesWritten,
    stdoutBytes,
    stderrBytes,
    timeMs,
  };
}
