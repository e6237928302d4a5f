import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: below it the encoding headers cost what it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers of 1 KiB or more in brotli (quality 4: fast) or gzip, whichever the client prefers. The
 * branch offices are on 4 Mbit/s lines where a user's permissions (3 KiB of JSON) or a page of
 * prices cost more in transfer than in the server; JSON shrinks to a fifth. The encoders are zlib
 * streams run on libuv's thread pool, so a large answer does not stop the event loop. CSV exports
 * are streamed through the same encoder, batch by batch.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
