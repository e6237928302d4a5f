import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { configOrigins, NO_PAGE_POLICY, pagePolicy, securityHeaders } = require('./security-headers.cjs');

/** The directives of a policy: name -> its sources. */
const directives = (policy) => Object.fromEntries(policy.split('; ').map((d) => d.split(' ')).map(([name, ...sources]) => [name, sources]));

// `pnpm start`'s config (scripts/lib.mjs runtimeConfig): the API and each remote on their own port.
const START = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: { auth_admin: 'http://localhost:3001/mf-manifest.json', terra: 'http://localhost:3003/mf-manifest.json' },
};

describe('pagePolicy', () => {
  it("lets the page load scripts from itself and the configured remotes only, and call the API and the remotes' documents", () => {
    const d = directives(pagePolicy(START));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3003']);
    expect(d['connect-src']).toEqual(["'self'", 'http://localhost:8000', 'http://localhost:3001', 'http://localhost:3003']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'http:', 'https:']);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('never allows inline or evaluated scripts in production', () => {
    const policy = pagePolicy(START);
    expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain('ws:');
  });

  it('follows another deployment: one origin behind the proxy, the API under a path', () => {
    const d = directives(
      pagePolicy({
        apiBaseUrl: 'https://gestion.example.org/backend',
        remotes: { main: 'https://gestion.example.org/remotes/main/mf-manifest.json', user: 'https://cdn.example.net/user/mf-manifest.json' },
      }),
    );
    expect(d['script-src']).toEqual(["'self'", 'https://gestion.example.org', 'https://cdn.example.net']);
    expect(d['connect-src']).toEqual(["'self'", 'https://gestion.example.org', 'https://cdn.example.net']);
    expect(JSON.stringify(d)).not.toContain('localhost');
  });

  it('takes a path on the page\'s own origin as \'self\'', () => {
    expect(configOrigins({ apiBaseUrl: '/backend', remotes: { main: '/remotes/main/mf-manifest.json' } })).toEqual({ api: [], remotes: [] });
  });

  it('relaxes only what the dev servers need: eval source maps and the live-reload websockets', () => {
    const prod = directives(pagePolicy(START));
    const dev = directives(pagePolicy(START, { dev: true, self: 'http://localhost:3000' }));
    expect(dev['script-src']).toEqual([...prod['script-src'], "'unsafe-eval'"]);
    expect(dev['connect-src']).toEqual([...prod['connect-src'], 'ws://localhost:3000', 'ws://localhost:3001', 'ws://localhost:3003']);
    expect({ ...dev, 'script-src': [], 'connect-src': [] }).toEqual({ ...prod, 'script-src': [], 'connect-src': [] });
  });

  it('refuses a config it cannot turn into origins, with the key at fault', () => {
    expect(() => pagePolicy({ apiBaseUrl: 'api.example.org', remotes: {} })).toThrow(/apiBaseUrl «api.example.org» no es una URL/);
    expect(() => pagePolicy({ apiBaseUrl: 'http://a', remotes: { main: 'javascript:alert(1)' } })).toThrow(/remotes\.main .* debe ser http o https/);
    expect(() => pagePolicy({ remotes: {} })).toThrow(/apiBaseUrl debe ser una URL/);
  });
});

describe('securityHeaders', () => {
  it('adds the frame, sniffing and referrer headers to any policy', () => {
    expect(securityHeaders(NO_PAGE_POLICY)).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
  });
});
