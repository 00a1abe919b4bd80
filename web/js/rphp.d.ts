// Types for rphp.js: PHP 8.2 in the browser and Node (rphp compiled to WebAssembly).

/** What `load()` accepts: wasm-bindgen's init input. */
export type WasmSource =
  | string
  | URL
  | Request
  | Response
  | BufferSource
  | WebAssembly.Module
  | Promise<Response>;

/** File content: a string is stored as UTF-8. */
export type FileContent = string | Uint8Array | ArrayBuffer | ArrayBufferView;

/** Files to mount, by absolute path. */
export type FileMap = Record<string, FileContent> | Map<string, FileContent>;

export interface CreateOptions {
  /** Where the .wasm comes from (default: rphp_web_bg.wasm beside rphp.js, fetched). */
  wasm?: WasmSource;
  /** Files to mount at creation. */
  files?: FileMap;
  /**
   * The in-memory file system's capacity in bytes (default 1 GiB): what
   * `disk_total_space()` reports; writes beyond it fail.
   */
  diskSize?: number;
}

export interface RunOptions {
  /** Run this script (as `php FILE`); relative paths resolve from `cwd`. */
  file?: string;
  /** Run this code (as `php -r CODE`: no `<?php` tag). */
  code?: string;
  /** Syntax-check this script (as `php -l FILE`). */
  lint?: string;
  /** `$argv[1..]`. */
  args?: string[];
  /** Standard input (`STDIN`, `php://stdin`). */
  stdin?: FileContent;
  /** ini settings, as `php -d name=value` (e.g. `{ max_execution_time: 5 }`). */
  ini?: Record<string, string | number | boolean> | Map<string, string | number | boolean>;
  /** Environment variables (`getenv`, `$_SERVER`, `$_ENV`). */
  env?: Record<string, string> | Map<string, string>;
  /** The working directory (absolute; default `/`). */
  cwd?: string;
  /**
   * Called with output as it is produced (in chunks, not per `echo`).
   * `text` is decoded UTF-8 (a character split across chunks is held back);
   * `bytes` is the raw chunk.
   */
  onOutput?: (text: string, stream: 'stdout' | 'stderr', bytes: Uint8Array) => void;
  /**
   * Consulted when the script reads a file the runtime does not have (e.g.
   * `/usr/share/zoneinfo/Europe/Paris` for named time zones): its bytes, or
   * null. Read-only and not cached.
   */
  readFallback?: (path: string) => FileContent | null | undefined;
}

export interface RunResult {
  /** Everything printed, decoded as UTF-8 (warnings and errors included, as php prints them). */
  stdout: string;
  stderr: string;
  /** php's exit status (255 after a fatal or parse error). */
  exitCode: number;
  /** Absolute paths of files the script created or changed that still exist. */
  filesWritten: string[];
  stdoutBytes: Uint8Array;
  stderrBytes: Uint8Array;
  /** Wall time of the run in milliseconds (compile and execute). */
  timeMs: number;
}

export declare class PhpRuntime {
  /** Use `createRuntime()`; the module must be loaded first. */
  constructor();
  mount(path: string, content: FileContent): this;
  mount(files: FileMap): this;
  readFile(path: string): Uint8Array | null;
  readTextFile(path: string): string | null;
  unlink(path: string): boolean;
  listFiles(): string[];
  /** Sets the file system's capacity in bytes (see `CreateOptions.diskSize`). */
  setDiskSize(bytes: number): this;
  /** Empties the file system (back to `/` and an empty `/tmp`). */
  reset(): void;
  /** Runs one request; the file system is kept for the next. */
  run(options: RunOptions): RunResult;
  free(): void;
}

/** Loads the WebAssembly module once (later calls return the same promise). */
export declare function load(wasm?: WasmSource): Promise<void>;
export declare function createRuntime(options?: CreateOptions): Promise<PhpRuntime>;
/** `rphp 0.1.0 (PHP 8.2.36 compatible)`. */
export declare function version(): string;
/** `8.2.36`. */
export declare function phpVersion(): string;
/**
 * Runs a short PHP loop so V8 optimises the interpreter now rather than
 * during the first long script (a running wasm function is never switched to
 * optimised code). About 0.1-0.2 s of CPU, mostly on background threads.
 */
export declare function warmUp(): void;
/** The compiled bytecode listing of a PHP file's source, or php's parse error. */
export declare function disassemble(code: FileContent, path?: string): string;
