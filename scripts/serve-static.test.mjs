// The static server as a browser revisiting meets it: every 200 carries a strong ETag, and an
// If-None-Match that names it gets a 304 without a body (with the same caching headers), for the
// entry points that are always revalidated and for the hashed files alike. Run: node --test scripts/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
const manifest = JSON.stringify({ id: 'main', pad: 'x'.repeat(2000) });
fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>host</title></head><body></body></html>');
fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1);');
// A build's precompressed copy (tools/build/precompress.cjs), marked so the test can tell it was sent.
const BUILT = `/* built */ ${'const a = 1;\n'.repeat(200)}`;
fs.writeFileSync(path.join(dir, 'big.0123abcd.js'), BUILT);
fs.writeFileSync(path.join(dir, 'big.0123abcd.js.br'), zlib.brotliCompressSync(BUILT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
// A copy that is not of its file (left from elsewhere): never sent.
fs.writeFileSync(path.join(dir, 'stale.0123abcd.js'), BUILT);
fs.writeFileSync(path.join(dir, 'stale.0123abcd.js.br'), zlib.brotliCompressSync('otra cosa'));
// What a folder may hold but the server never publishes: a source map and a dotfile.
fs.writeFileSync(path.join(dir, 'main.0123abcd.js.map'), '{"sources":["src/secreto.ts"]}');
fs.writeFileSync(path.join(dir, '.build-stamp'), 'abc');
fs.mkdirSync(path.join(dir, '.git'));
fs.writeFileSync(path.join(dir, '.git', 'config'), '[core]');
const CONFIG = '{"apiBaseUrl":"http://api","remotes":{"main":"http://m/</script>/mf-manifest.json"}}';

let server;
let base;

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

before(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(import.meta.dirname, 'serve-static.mjs'), '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--spa', '--config-env', 'TEST_CONFIG'], {
    env: { ...process.env, TEST_CONFIG: CONFIG },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('serve-static no arrancó');
});

after(() => {
  server?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p, headers = {}) => fetch(`${base}${p}`, { headers });

for (const p of ['/mf-manifest.json', '/index.html', '/terra/precios', '/config.json', '/main.0123abcd.js']) {
  test(`${p}: strong ETag, 304 on If-None-Match with no body`, async () => {
    const first = await get(p, { 'Accept-Encoding': 'identity' });
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag');
    assert.match(etag, /^"[\w-]{20,}"$/);
    await first.arrayBuffer();

    const again = await get(p, { 'Accept-Encoding': 'identity', 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), etag);
    assert.equal(again.headers.get('cache-control'), first.headers.get('cache-control'));
    assert.equal((await again.arrayBuffer()).byteLength, 0);

    // Weak form and lists of tags, as caches send them.
    assert.equal((await get(p, { 'Accept-Encoding': 'identity', 'If-None-Match': `"other", W/${etag}` })).status, 304);
    const stale = await get(p, { 'Accept-Encoding': 'identity', 'If-None-Match': '"other"' });
    assert.equal(stale.status, 200);
    await stale.arrayBuffer();
  });
}

test('the config is served from the environment with its own ETag', async () => {
  const res = await get('/config.json');
  assert.equal(await res.text(), CONFIG);
  assert.equal(res.headers.get('cache-control'), 'no-cache');
});

test('the page carries the runtime config as a JSON block that cannot close its element', async () => {
  for (const p of ['/index.html', '/terra/precios']) {
    const html = await (await get(p)).text();
    const block = /<script id="gestion-config" type="application\/json">(.*?)<\/script><\/head>/.exec(html);
    assert.ok(block, html);
    assert.deepEqual(JSON.parse(block[1]), JSON.parse(CONFIG));
    assert.ok(!block[1].includes('</'));
  }
});

test('a 304 carries only what updates the stored answer', async () => {
  const first = await get('/mf-manifest.json', { 'Accept-Encoding': 'gzip' });
  assert.ok(first.headers.get('content-security-policy'));
  await first.arrayBuffer();
  const again = await get('/mf-manifest.json', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.get('etag') });
  assert.equal(again.status, 304);
  assert.deepEqual(
    [...again.headers.keys()].filter((h) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(h)).sort(),
    ['cache-control', 'etag', 'vary'],
  );
});

test('each encoding has its own ETag (a strong validator names the bytes sent)', async () => {
  const plain = await get('/mf-manifest.json', { 'Accept-Encoding': 'identity' });
  const gzip = await get('/mf-manifest.json', { 'Accept-Encoding': 'gzip' });
  assert.equal(gzip.headers.get('content-encoding'), 'gzip');
  assert.notEqual(plain.headers.get('etag'), gzip.headers.get('etag'));
  const tag = gzip.headers.get('etag');
  assert.equal((await get('/mf-manifest.json', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag })).status, 304);
  // The identity body is another representation: the gzip tag does not validate it.
  assert.equal((await get('/mf-manifest.json', { 'Accept-Encoding': 'identity', 'If-None-Match': tag })).status, 200);
});

test('a deploy (new content) changes the ETag: the old one gets the new body', async () => {
  const old = (await get('/mf-manifest.json', { 'Accept-Encoding': 'identity' })).headers.get('etag');
  const next = JSON.stringify({ id: 'main', pad: 'y'.repeat(2000) });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), next);
  // The server re-reads a file whose modification time changed.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(dir, 'mf-manifest.json'), later, later);
  const res = await get('/mf-manifest.json', { 'Accept-Encoding': 'identity', 'If-None-Match': old });
  assert.equal(res.status, 200);
  assert.equal(await res.text(), next);
  assert.notEqual(res.headers.get('etag'), old);
});

test('a 404 has no ETag and is never a 304', async () => {
  const res = await get('/nada.js', { 'If-None-Match': '*' });
  assert.equal(res.status, 404);
  assert.equal(res.headers.get('etag'), null);
});

test("a hashed file's build copy (<file>.br) is what a brotli client gets", async () => {
  const res = await get('/big.0123abcd.js', { 'Accept-Encoding': 'gzip, br' });
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.equal(await res.text(), BUILT);
  // fetch decodes the body: the bytes on the wire are read from a plain socket.
  const raw = await rawBody('/big.0123abcd.js', 'br');
  assert.deepEqual(raw, fs.readFileSync(path.join(dir, 'big.0123abcd.js.br')));
});

test('a .br that is not its file compressed is ignored: the server compresses the file itself', async () => {
  const raw = await rawBody('/stale.0123abcd.js', 'br');
  assert.equal(zlib.brotliDecompressSync(raw).toString(), BUILT);
  assert.notDeepEqual(raw, fs.readFileSync(path.join(dir, 'stale.0123abcd.js.br')));
});

/** The body as sent on the wire (not decoded), for `encoding`. */
function rawBody(p, encoding) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${p} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`);
    });
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const at = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, at).toString();
      let body = all.subarray(at + 4);
      if (/transfer-encoding: chunked/i.test(head)) body = unchunk(body);
      resolve(body);
    });
  });
}

function unchunk(body) {
  const parts = [];
  let i = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', i);
    const size = parseInt(body.subarray(i, eol).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

test('source maps and dotfiles are never published: 404, as a file that does not exist', async () => {
  for (const url of ['/main.0123abcd.js.map', '/.build-stamp', '/.git/config', '/%2ebuild-stamp', '/x/../.build-stamp']) {
    const res = await fetch(`${base}${url}`);
    assert.equal(res.status, 404, url);
    assert.doesNotMatch(await res.text(), /secreto|abc|core/);
  }
  assert.equal((await fetch(`${base}/main.0123abcd.js`)).status, 200);
});
