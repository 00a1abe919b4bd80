// The playground page: a CodeMirror 6 editor, and PHP run by rphp in a Web
// Worker (worker.js) so that the page stays responsive whatever the script
// does. Stop terminates the worker and starts a fresh one; the time limit is
// php's max_execution_time. The code travels in the URL hash (#code=...) to
// share it. State for tests and figures is on `window.rphpPlayground` and
// `document.body.dataset.state` (loading, idle, running).
import { EditorView, basicSetup } from 'codemirror';
import { keymap } from '@codemirror/view';
import { Prec } from '@codemirror/state';
import { php } from '@codemirror/lang-php';
import { examples } from './examples.js';

const $ = (id) => document.getElementById(id);
const MAX_SHOWN = 1 << 21; // characters of output shown; the rest is dropped from the view
const ERROR_LINE = /^(PHP )?(Fatal error|Parse error|Recoverable fatal error):/;
const WARNING_LINE = /^(PHP )?(Warning|Notice|Deprecated):/;

performance.mark('rphp:main');
const state = { firstOutputMs: null, lastRun: null, version: null, loadMs: null };
window.rphpPlayground = state;

// The code index.html's boot script already started running, if it did.
const bootCode = window.rphpBoot?.code ?? null;
// index.html's boot state, kept for the module it compiled.
let bootState = null;
let worker = null;
let ready = false;
let pendingRun = false;
let runId = 0;
let running = null;
let stdoutText = '';
let shown = 0;
let tailNode = null;
let tailText = '';
let tailStream = 'stdout';

function setState(s) {
  document.body.dataset.state = s;
  $('run').disabled = s === 'loading';
  $('stop').disabled = s !== 'running';
}

function spawn() {
  ready = false;
  setState('loading');
  const boot = window.rphpBoot;
  window.rphpBoot = null;
  worker = boot?.worker ?? new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => onMessage(data);
  // A respawned worker (after Stop) reuses the compiled module: no recompile.
  if (!boot && bootState?.module) worker.postMessage({ type: 'module', module: bootState.module });
  if (!boot) worker.postMessage({ type: 'load' });
  if (boot) adopt(boot);
  worker.onerror = (e) => {
    note(`The PHP worker failed: ${e.message}`);
    setState('idle');
  };
}

// The worker started by index.html already runs the page's code as run 0;
// its messages so far are replayed once the page is set up (onMessage needs
// the editor).
function adopt(boot) {
  bootState = boot;
  running = 0;
  runId = 0;
  setState('running');
  queueMicrotask(() => {
    $('output').textContent = '';
    if (boot.firstOutputMs !== null) state.firstOutputMs = boot.firstOutputMs;
    boot.messages.forEach(onMessage);
  });
}

spawn();

function decodeShared() {
  const m = /^#code=([A-Za-z0-9_-]*)$/.exec(location.hash);
  if (!m) return null;
  try {
    const b64 = m[1].replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function encodeShared(code) {
  const bytes = new TextEncoder().encode(code);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const editor = new EditorView({
  doc: bootCode ?? decodeShared() ?? examples[0].code,
  extensions: [
    Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => { run(); return true; } }])),
    basicSetup,
    php(),
    EditorView.lineWrapping,
  ],
  parent: $('editor'),
});
document.querySelector('#editor .boot-code')?.remove();
window.rphpEditor = editor;

const code = () => editor.state.doc.toString();
function setCode(text) {
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
}

for (const [i, ex] of examples.entries()) {
  const o = document.createElement('option');
  o.value = String(i);
  o.textContent = ex.name;
  $('examples').append(o);
}
if (decodeShared() !== null) {
  const o = new Option('(shared code)', '', true, true);
  $('examples').prepend(o);
}
$('examples').onchange = (e) => {
  const ex = examples[Number(e.target.value)];
  if (ex) {
    $('share-url').hidden = true;
    setCode(ex.code);
    run();
  }
};

// Output: lines that are php's warnings and errors are coloured; the last,
// unfinished line is re-rendered when more output arrives.
function appendOutput(text, stream) {
  if (stream === 'stdout') stdoutText += text;
  if (shown > MAX_SHOWN) return;
  const out = $('output');
  if (tailNode) {
    tailNode.remove();
    tailNode = null;
    if (tailStream === stream) text = tailText + text;
    else renderLines(tailText + '\n', tailStream);
    tailText = '';
  }
  shown += text.length;
  const cut = text.lastIndexOf('\n') + 1;
  renderLines(text.slice(0, cut), stream);
  if (cut < text.length) {
    tailText = text.slice(cut);
    tailStream = stream;
    tailNode = line(tailText, stream);
    out.append(tailNode);
  }
  if (shown > MAX_SHOWN) note('(output truncated in this view)');
  out.scrollTop = out.scrollHeight;
}

function line(text, stream) {
  const trimmed = text.replace(/^\n+/, '');
  if (stream === 'stderr') return span(text, 'stderr');
  if (ERROR_LINE.test(trimmed)) return span(text, 'error');
  if (WARNING_LINE.test(trimmed)) return span(text, 'warning');
  return document.createTextNode(text);
}

function span(text, cls) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

function renderLines(text, stream) {
  if (!text) return;
  const out = $('output');
  for (const l of text.split(/(?<=\n)/)) out.append(line(l, stream));
}

function note(text) {
  const out = $('output');
  if (out.childNodes.length && !out.textContent.endsWith('\n')) out.append('\n');
  out.append(span(text + '\n', 'note'));
}

function run() {
  if (!ready) {
    pendingRun = true;
    return;
  }
  if (running !== null) return;
  running = ++runId;
  stdoutText = '';
  shown = 0;
  tailNode = null;
  tailText = '';
  $('output').textContent = '';
  $('status').textContent = 'running…';
  setState('running');
  const timeLimit = Math.max(0, Number($('timelimit').value) || 0);
  performance.mark('rphp:run');
  worker.postMessage({ type: 'run', id: running, code: code(), timeLimit });
  if (currentTab() === 'bytecode') requestBytecode();
}

function stop() {
  if (running === null) return;
  worker.terminate();
  running = null;
  note('Stopped.');
  $('status').textContent = 'stopped';
  spawn();
}

function onMessage(msg) {
  switch (msg.type) {
    case 'ready':
      performance.mark('rphp:ready');
      ready = true;
      state.version = msg.version;
      state.loadMs = msg.loadMs;
      $('version').textContent = msg.version;
      setState(running === null ? 'idle' : 'running');
      if (pendingRun) {
        pendingRun = false;
        run();
      }
      break;
    case 'failed':
      note(`rphp could not start: ${msg.message}`);
      break;
    case 'output':
      if (msg.id !== running) return;
      if (state.firstOutputMs === null) state.firstOutputMs = performance.now();
      appendOutput(msg.text, msg.stream);
      break;
    case 'done': {
      if (msg.id !== running) return;
      running = null;
      if (msg.stderr) appendOutput(msg.stderr, 'stderr');
      if (state.firstOutputMs === null) state.firstOutputMs = performance.now();
      state.lastRun = { exitCode: msg.exitCode, timeMs: msg.timeMs };
      $('status').textContent = `exit code ${msg.exitCode} · ${msg.timeMs < 10 ? msg.timeMs.toFixed(2) : msg.timeMs.toFixed(0)} ms`;
      if (currentTab() === 'html') $('html').srcdoc = stdoutText;
      setState('idle');
      break;
    }
    case 'bytecode':
      $('bytecode').textContent = msg.text;
      break;
  }
}

function requestBytecode() {
  // A running script occupies the worker; the listing comes after it.
  $('bytecode').textContent = ready ? 'compiling…' : 'loading…';
  if (ready) worker.postMessage({ type: 'bytecode', id: runId, code: code() });
}

const tabs = ['output', 'html', 'bytecode'];
function currentTab() {
  return tabs.find((t) => $(`tab-${t}`).getAttribute('aria-selected') === 'true');
}
function selectTab(name) {
  for (const t of tabs) {
    $(`tab-${t}`).setAttribute('aria-selected', String(t === name));
    $(t).hidden = t !== name;
  }
  if (name === 'html') $('html').srcdoc = stdoutText;
  if (name === 'bytecode') requestBytecode();
}
for (const t of tabs) $(`tab-${t}`).onclick = () => selectTab(t);

$('run').onclick = run;
$('stop').onclick = stop;
$('share').onclick = async () => {
  const url = `${location.origin}${location.pathname}${location.search}#code=${encodeShared(code())}`;
  history.replaceState(null, '', url);
  const field = $('share-url');
  field.value = url;
  field.hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(url);
    $('status').textContent = 'link copied';
  } catch {
    $('status').textContent = 'link ready to copy';
  }
};
window.addEventListener('hashchange', () => {
  const shared = decodeShared();
  if (shared !== null && shared !== code()) {
    setCode(shared);
    run();
  }
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    run();
  }
});

// Without the boot worker (it is gone after a Stop), run once PHP is ready.
if (running === null) run();
