#!/usr/bin/env node
// Writes what is derived from apps.json (the list of browser apps): the host's development
// config.json, the web services of docker-compose.yml (and there the proxy's published port and
// APP_URL's default, the proxy's origin), and the compose file's proxy, deploy/haproxy.cfg. With
// --check it writes nothing and fails when any has drifted (run by `pnpm lint` and so by `pnpm test`).
//   node scripts/apps.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, runtimeConfig } from './lib.mjs';
import { NO_PAGE_POLICY, securityHeaders } from '../tools/build/security-headers.cjs';

const BEGIN = '  # --- generated from apps.json by scripts/apps.mjs: edit apps.json, then run it ---';
const END = '  # --- end of generated services ---';

/** The one published port of docker-compose.yml: the proxy's (PUBLIC_PORT moves it). */
const PUBLIC_PORT = 8080;
/** Its HTTPS port, when TLS_CERT gives it a certificate. */
const PUBLIC_TLS_PORT = 8443;
/** The origin the browser sees behind the proxy: APP_URL, interpolated by compose. */
const ORIGIN = `\${APP_URL:-http://localhost:${PUBLIC_PORT}}`;
/** Where the proxy serves the API (prefix stripped): the API's own paths include /terra/... and /auth/..., which are the SPA's too. */
const API_PREFIX = '/backend';
/** Where the proxy serves each remote (prefix stripped): /remotes/<folder name>/. */
const remotePrefix = (app) => `/remotes/${path.basename(app.dir)}`;

/** config.json of the host in compose: everything on the proxy's one origin. */
function composeRuntimeConfig() {
  const remotes = {};
  for (const app of APPS) if (app.name !== 'host') remotes[app.name] = `${ORIGIN}${remotePrefix(app)}/mf-manifest.json`;
  return JSON.stringify({ apiBaseUrl: `${ORIGIN}${API_PREFIX}`, remotes });
}

/**
 * What a web server's health is judged by: the host's page, and a remote's manifest (a remote's
 * server has no page: `GET /` answers 404, and a check of it marked every remote down).
 */
const healthPath = (app) => (app.name === 'host' ? '/' : '/mf-manifest.json');

function composeServices() {
  const lines = [BEGIN];
  for (const app of APPS) {
    const service = path.basename(app.dir);
    const spa = app.name === 'host' ? ', MODE: "--spa"' : '';
    lines.push(`  ${service}:`, '    <<: *web');
    lines.push(`    build: { <<: *webbuild, args: { APP: ${app.dir}, PKG: "${app.pkg}", PORT: "${app.port}"${spa}, HEALTH_PATH: "${healthPath(app)}" } }`);
    if (app.name === 'host') lines.push('    environment:', '      RUNTIME_CONFIG: >-', `        ${composeRuntimeConfig()}`);
  }
  lines.push(END);
  return lines.join('\n');
}

/** The port the API listens on inside its image (Dockerfile, target api: ENV PORT). */
const API_CONTAINER_PORT = 8000;

/**
 * Hand-written parts of docker-compose.yml that follow apps.json: the proxy's published port
 * and the default APP_URL (the proxy's origin). Each stands there once.
 */
function composeFixed(text) {
  const once = (pattern, replacement, what) => {
    if ((text.match(new RegExp(pattern.source, 'gm')) ?? []).length !== 1) throw new Error(`docker-compose.yml: no encuentro ${what}`);
    text = text.replace(new RegExp(pattern.source, 'm'), replacement);
  };
  once(
    /^ {4}ports: \["\$\{PUBLIC_PORT:-\d+\}:80", "\$\{PUBLIC_TLS_PORT:-\d+\}:443"\]$/,
    `    ports: ["\${PUBLIC_PORT:-${PUBLIC_PORT}}:80", "\${PUBLIC_TLS_PORT:-${PUBLIC_TLS_PORT}}:443"]`,
    'los puertos del proxy',
  );
  once(/^ {6}APP_URL: \$\{APP_URL:-http:\/\/localhost:\d+\}$/m, `      APP_URL: \${APP_URL:-http://localhost:${PUBLIC_PORT}}`, 'el APP_URL de la API');
  return text;
}

/**
 * The proxy's own answers (its 503 when no server of a backend is up, /proxy-health) get the
 * security headers of what is not a page; the servers behind it send their own, which are kept
 * (the host's page policy follows its RUNTIME_CONFIG). Never on a server's 304, which carries none
 * (scripts/serve-static.mjs keeps it small): the browser updates the stored page with a 304's
 * headers (RFC 9111 4.3.4), and the page took `default-src 'none'` at its first reload.
 */
function haproxySecurityHeaders() {
  return Object.entries(securityHeaders(NO_PAGE_POLICY)).map(
    ([name, value]) => `    http-after-response set-header ${name} "${value}" unless { res.hdr(${name.toLowerCase()}) -m found } || { status 304 }`,
  );
}

/** deploy/haproxy.cfg: the compose file's proxy, whole (see its header). */
function haproxyConfig() {
  const webBackends = APPS.map((app) => {
    const service = path.basename(app.dir);
    const strip = app.name === 'host' ? [] : [`    http-request replace-path ^${remotePrefix(app)}(/.*)$ \\1`];
    return [
      `backend web_${app.name}`,
      `    option httpchk GET ${healthPath(app)}`,
      ...strip,
      `    server ${service} ${service}:${app.port} check inter 5s resolvers docker init-addr last,libc,none`,
    ].join('\n');
  });
  const routes = APPS.filter((a) => a.name !== 'host').map(
    (app) => `    use_backend web_${app.name} if { path_beg ${remotePrefix(app)}/ }`,
  );
  return `# GENERATED by scripts/apps.mjs from apps.json: edit that script, then run it.
#
# The proxy of docker-compose.yml (HAProxy: its active health checks work on the replicas it
# discovers through Docker's DNS, which neither Caddy's dynamic upstreams nor open-source nginx
# do). One origin: ${API_PREFIX}/ is the API (prefix stripped), ${'/remotes/<app>/'} each remote, the
# rest the host. The API's replicas (\`docker compose up --scale api=3\`) are found by name and
# taken out of rotation as soon as their /readyz is not 200 (a draining instance answers 503
# during SHUTDOWN_GRACE_MS); a request refused at connection time, when nothing was sent (safe
# even for a POST), is retried on another replica. scripts/fleet-test.mjs runs the same logic.
global
    log stdout format raw local0

defaults
    mode http
    log global
    option httplog
    timeout connect 5s
    timeout client 60s
    # a big import may take minutes
    timeout server 300s
    retries 2
    option redispatch
    retry-on conn-failure

resolvers docker
    nameserver dns 127.0.0.11:53
    hold valid 5s
    accepted_payload_size 8192

frontend web
    bind :80
    # HTTPS when docker-compose.yml is given TLS_CERT (it sets TLS=1 and mounts the PEM there).
.if streq("$TLS",1)
    bind :443 ssl crt /usr/local/etc/haproxy/tls.pem
.endif
    monitor-uri /proxy-health
    # X-Request-Id: the client's is kept when the API finds it safe, else one per request;
    # logged here and by the API (it returns it on every answer).
    unique-id-format %[uuid()]
    http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
    # Request headers are gone when the line is logged: the id is kept in a variable for it.
    http-request set-var(txn.request_id) req.hdr(x-request-id)
    log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %{+Q}r %[var(txn.request_id)]"
    # The client's address for the API's login limits (TRUST_PROXY=1): only the one this proxy saw.
    http-request del-header X-Forwarded-For
    option forwardfor
    # Security headers (tools/build/security-headers.cjs) on the proxy's own answers only, never on a
    # server's 304: the browser would store them on the page (haproxySecurityHeaders in scripts/apps.mjs).
${haproxySecurityHeaders().join('\n')}
    # HSTS on every answer that came over TLS (a browser ignores it over plain HTTP): two years,
    # as the HSTS preload list asks; HTTP keeps working for a site that has no certificate.
    http-after-response set-header Strict-Transport-Security "max-age=63072000; includeSubDomains" if { ssl_fc }
    use_backend api if { path_beg ${API_PREFIX}/ }
${routes.join('\n')}
    default_backend web_host

backend api
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    http-request replace-path ^${API_PREFIX}(/.*)$ \\1
    default-server check inter 1s fall 1 rise 2 resolvers docker init-addr none
    server-template api 10 api:${API_CONTAINER_PORT}

${webBackends.join('\n\n')}
`;
}

const targets = [
  {
    file: 'host/public/config.json',
    render: () => `${JSON.stringify(runtimeConfig({}), null, 2)}\n`,
  },
  {
    file: 'docker-compose.yml',
    render(current) {
      const start = current.indexOf(BEGIN);
      const end = current.indexOf(END);
      if (start < 0 || end < start) throw new Error('docker-compose.yml: faltan las marcas de los servicios generados');
      return composeFixed(current.slice(0, start)) + composeServices() + current.slice(end + END.length);
    },
  },
  { file: 'deploy/haproxy.cfg', render: haproxyConfig },
];

const check = process.argv.includes('--check');
let drifted = 0;
for (const t of targets) {
  const file = path.join(ROOT, t.file);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const wanted = t.render(current);
  if (current === wanted) continue;
  if (check) {
    console.error(`${t.file} no corresponde a apps.json: ejecuta node scripts/apps.mjs`);
    drifted++;
  } else {
    fs.writeFileSync(file, wanted);
    console.log(`escrito ${t.file}`);
  }
}
process.exit(drifted ? 1 : 0);
