import fp from 'fastify-plugin';
// The one builder of the app's security headers, shared with the static servers and the proxy
// (tools/build/security-headers.cjs); the API image holds the whole repository (Dockerfile).
import { DOCS_POLICY, NO_PAGE_POLICY, securityHeaders } from '../../../tools/build/security-headers.cjs';

/**
 * The browser-protection headers on every answer, errors and 404s included (onSend runs for all
 * of them): the API answers JSON, which is never a page, so its policy allows nothing; only the
 * Swagger UI under `docsPrefix` is a page, with what it loads from the API itself.
 */
export default fp<{ docsPrefix: string }>(
  async (app, opts) => {
    const api = securityHeaders(NO_PAGE_POLICY);
    const docs = securityHeaders(DOCS_POLICY);
    const isDocs = (url: string) => url === opts.docsPrefix || url.startsWith(`${opts.docsPrefix}/`) || url.startsWith(`${opts.docsPrefix}?`);
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(isDocs(request.url) ? docs : api);
      return payload;
    });
  },
  { name: 'security-headers' },
);
