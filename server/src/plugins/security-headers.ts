import fp from 'fastify-plugin';
// The one builder of the app's security headers, shared with the static servers and the proxy
// (tools/build/security-headers.cjs); the API image holds the whole repository (Dockerfile).
import { DOCS_POLICY, NO_PAGE_POLICY, securityHeaders } from '../../../tools/build/security-headers.cjs';

/**
 * The browser-protection headers on every answer, errors and 404s included (onSend runs for all
 * of them): the API answers JSON, which is never a page, so its policy allows nothing; only the
 * Swagger UI under `docsPrefix` is a page, with what it loads from the API itself. Every answer
 * but the docs' is also `Cache-Control: no-store`.
 */
export default fp<{ docsPrefix: string }>(
  async (app, opts) => {
    const api = securityHeaders(NO_PAGE_POLICY);
    const docs = securityHeaders(DOCS_POLICY);
    const isDocs = (url: string) => url === opts.docsPrefix || url.startsWith(`${opts.docsPrefix}/`) || url.startsWith(`${opts.docsPrefix}?`);
    app.addHook('onSend', async (request, reply, payload) => {
      const forDocs = isDocs(request.url);
      reply.headers(forDocs ? docs : api);
      // Answers carry people's data and a session's permissions: no browser or shared cache may
      // keep them (a shared computer's back button, a proxy between offices). Only the Swagger UI's
      // own files may be cached; a route that chose its own policy keeps it.
      if (!forDocs && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
