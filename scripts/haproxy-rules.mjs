// What scripts/compose-check.mjs reads in deploy/haproxy.cfg without HAProxy at hand.

/**
 * What HAProxy 3.0 refuses at start (and so restarts forever) or what marks a backend down, read
 * from the text: request or response headers in a log format (gone by the time the line is
 * written: keep them in a variable), a remote's server checked with `GET /` (it has no page), and
 * a header of the proxy's own answers set on a 304: the browser updates the stored page with the
 * 304's headers (RFC 9111 4.3.4), so the proxy's `default-src 'none'` became the page's policy at
 * the first reload and the page stayed blank.
 */
export function haproxyProblems(cfg) {
  const found = [];
  let section = '';
  for (const [i, raw] of cfg.split('\n').entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (/^(backend|frontend|defaults|global|resolvers|listen)\b/.test(line)) section = line;
    if (/^(log-format|unique-id-format|error-log-format)\b/.test(line) && /%\[(req|res)\.(f?hdr|hdrs|cook)|%\[(s?hdr|cook)\(/.test(line)) {
      found.push(`deploy/haproxy.cfg:${i + 1}: una cabecera de la petición o la respuesta en un formato de log no está disponible al escribirlo (guárdala con http-request set-var y usa %[var(...)])`);
    }
    if (/^http-after-response\s+set-header\s+(Content-Security-Policy|X-Frame-Options)\b/i.test(line) && !/\{\s*status\s+304\s*\}/.test(line)) {
      found.push(`deploy/haproxy.cfg:${i + 1}: una cabecera de las respuestas propias del proxy también se pondría en un 304 de un servidor, y el navegador la guardaría en la página (añade || { status 304 } a la condición)`);
    }
    const check = /^option httpchk\s+(?:GET\s+)?(\S+)/.exec(line);
    if (check && /^backend web_/.test(section) && !/^backend web_host\b/.test(section) && check[1] === '/') {
      found.push(`deploy/haproxy.cfg:${i + 1}: el servidor de un remoto no tiene página (GET / da 404): comprueba su mf-manifest.json`);
    }
  }
  return found;
}
