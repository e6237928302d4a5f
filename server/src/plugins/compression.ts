import fp from 'fastify-plugin';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: below it the encoding costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/** Up to this size a body is compressed in place (~0.1-0.3 ms); above, on libuv's thread pool. */
export const SYNC_LIMIT = 64 * 1024;

const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/;
type Encoding = 'br' | 'gzip';

/** The encoding the client prefers among ours (`Accept-Encoding`, with its q-values), or null. */
export function negotiate(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepted = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}

/**
 * Brotli's quality for an answer compressed whole (a JSON page) and for a streamed one (the CSV
 * export). A whole answer at 3: on JSON of 6-46 KiB, 26-96 µs against 45-139 µs at 4 for the same
 * size to a tenth of a KiB (measured once, Node 20), and under 20 callers on the history's
 * list the encoder was 16% of the API's busy time at 4 (BENCH_API_CPU_PROF). The export stays at 4.
 */
export const BROTLI_QUALITY = { whole: 3, stream: 4 } as const;

const brotliParams = (size?: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: size ? BROTLI_QUALITY.whole : BROTLI_QUALITY.stream,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
const GZIP = { level: 5 };
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

async function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_LIMIT) return encoding === 'br' ? zlib.brotliCompressSync(body, brotliParams(body.length)) : zlib.gzipSync(body, GZIP);
  return encoding === 'br' ? brotliAsync(body, brotliParams(body.length)) : gzipAsync(body, GZIP);
}

const isStream = (payload: unknown): payload is Readable => !!payload && typeof (payload as Readable).pipe === 'function';

/**
 * Answers of 1 KiB or more in brotli (BROTLI_QUALITY) or gzip, as the client prefers. The branch
 * offices are on 4 Mbit/s lines where a user's permissions (3 KiB of JSON) or a page of prices
 * cost more in transfer than in the server; JSON shrinks to a fifth or less. A JSON page is
 * compressed in place: a zlib stream per answer cost ~0.5 ms against ~0.15 ms (measured), a third
 * of a list page's own time. Large bodies go to the thread pool, and a streamed CSV export
 * through an encoder stream, batch by batch (its reader leaving still ends the export: the
 * pipeline destroys the source).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (payload === null || payload === undefined || request.method === 'HEAD') return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const encoding = negotiate(request.headers['accept-encoding']);
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (!encoding) return payload;
      if (isStream(payload)) {
        const encoder = encoding === 'br' ? zlib.createBrotliCompress(brotliParams()) : zlib.createGzip(GZIP);
        pipeline(payload, encoder, () => undefined);
        reply.removeHeader('content-length');
        reply.header('content-encoding', encoding);
        return encoder;
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
      if (!body || body.length < COMPRESSION_THRESHOLD) return payload;
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      return compressBody(body, encoding);
    });
  },
  { name: 'compression' },
);
