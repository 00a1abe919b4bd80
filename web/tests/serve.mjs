// A tiny static file server for the built site (web/dist), bound to
// 127.0.0.1: the browser tests and the figures load the playground from it.
// Responses are gzip-compressed when the browser accepts it (as any real
// host would serve them), and the bytes sent are counted for the figures.
//   node web/tests/serve.mjs [DIR] [PORT]     (defaults: web/dist, 8080)
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.json': 'application/json',
  '.php': 'text/plain; charset=utf-8',
};

/** Serves `roots` (URL prefix → directory); resolves to { url, close(), stats }. */
export function serve(roots, port = 0) {
  const stats = { bytes: 0, requests: [] };
  const gz = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = Object.keys(roots).filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    let file = prefix === undefined ? null : normalize(join(roots[prefix], path.slice(prefix.length)));
    if (file && !file.startsWith(normalize(roots[prefix]))) file = null;
    if (file && statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html');
    if (!file || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      stats.requests.push({ path, status: 404, bytes: 9 });
      return;
    }
    let body = readFileSync(file);
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      const key = `${file}:${statSync(file).mtimeMs}`;
      if (!gz.has(key)) gz.set(key, gzipSync(body, { level: 9 }));
      body = gz.get(key);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
    stats.bytes += body.length;
    stats.requests.push({ path, status: 200, bytes: body.length });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stats,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  const { url } = await serve({ '/': dir }, Number(process.argv[3] ?? 8080));
  console.log(`serving ${dir} at ${url}`);
}
