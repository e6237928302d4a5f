import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, defaultCorsOrigins, PRODUCTION_SCRYPT } from '../config.js';
import {
  chooseScryptEngine,
  hashPassword,
  needsRehash,
  nodeScrypt,
  PasswordHasher,
  resetScryptEngine,
  SALT_BYTES,
  scryptEngine,
  sodiumLimits,
  verifyPassword,
} from './passwords.js';
import { validatePassword } from './password-validation.js';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens.js';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes as scrypt$N$r$p$salt$hash and verifies', async () => {
    const hash = await hashPassword('correcta', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correcta', hash)).toBe(true);
    expect(await verifyPassword('incorrecta', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it("defaults to OWASP's scrypt minimum, N=2^17 r=8 p=1, which the environment may raise but not lower", () => {
    const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/gestion-config-test' };
    expect(PRODUCTION_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig(env).scrypt).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ ...env, PASSWORD_SCRYPT_N: String(2 ** 18) }).scrypt).toEqual({ N: 2 ** 18, r: 8, p: 1 });
    for (const n of ['1024', String(2 ** 15), '200000', String(2 ** 21)]) {
      expect(() => loadConfig({ ...env, PASSWORD_SCRYPT_N: n }), n).toThrow(/PASSWORD_SCRYPT_N/);
    }
  });

  it('works at the production cost (N=2^17, 128 MiB) within the memory limit, off the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const hash = await hashPassword('correcta', PRODUCTION_SCRYPT);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correcta', hash)).toBe(true);
    clearInterval(timer);
    // Two hashes of a few hundred ms each: the loop kept turning meanwhile (the async scrypt).
    expect(ticks).toBeGreaterThan(5);
  });

  it("computes with libsodium's scrypt the very key node:crypto's gives (same password, salt, N, r, p)", async () => {
    for (const params of [FAST, { N: 2 ** 14, r: 8, p: 2 }, PRODUCTION_SCRYPT]) {
      const hash = await hashPassword('contraseña ﬁ', params);
      const [, , , , saltText, keyText] = hash.split('$') as [string, string, string, string, string, string];
      const salt = Buffer.from(saltText, 'base64url');
      expect(salt.length).toBe(SALT_BYTES);
      expect(scryptEngine(salt, params)).toBe('sodium');
      // The same NFKC form of the password as node:crypto's path ('ﬁ' is 'fi').
      expect((await nodeScrypt('contraseña fi', salt, params)).toString('base64url'), JSON.stringify(params)).toBe(keyText);
    }
  });

  it('says a cost to libsodium only when its limits give back the same N, r, p', () => {
    // p = 1: the operations say N, the memory only has to exceed 32 times them (and libsodium's 16 MiB).
    expect(sodiumLimits({ N: 2 ** 17, r: 8, p: 1 })).toEqual({ opslimit: 2 ** 22, memlimit: 2 ** 27 + 32 });
    expect(sodiumLimits({ N: 2 ** 10, r: 8, p: 1 })).toEqual({ opslimit: 2 ** 15, memlimit: 2 ** 24 });
    // p > 1: the memory says N, the operations p.
    expect(sodiumLimits({ N: 2 ** 14, r: 8, p: 3 })).toEqual({ opslimit: 4 * 2 ** 14 * 8 * 3, memlimit: 2 ** 24 });
    // libsodium fixes r = 8, raises the operations to 32,768 and takes no less than 16 MiB: these stay with node:crypto.
    expect(sodiumLimits({ N: 2 ** 17, r: 16, p: 1 })).toBeNull();
    expect(sodiumLimits({ N: 2 ** 4, r: 8, p: 1 })).toBeNull();
    expect(sodiumLimits({ N: 2 ** 10, r: 8, p: 2 })).toBeNull();
    expect(scryptEngine(Buffer.alloc(16), PRODUCTION_SCRYPT)).toBe('node');
  });

  describe('the engine timed at start', () => {
    afterEach(() => resetScryptEngine());
    const timings = (ms: Record<'sodium' | 'node', number[]>) => {
      const asked: string[] = [];
      return { asked, time: async (engine: 'sodium' | 'node') => (asked.push(engine), ms[engine].shift()!) };
    };
    const salt = Buffer.alloc(SALT_BYTES, 3);

    it("takes node:crypto's when it is clearly the quicker, and hashes made before still verify", async () => {
      const before = await hashPassword('correcta', FAST);
      const { asked, time } = timings({ sodium: [650, 660], node: [560, 310] });
      expect(await chooseScryptEngine(FAST, 2, time)).toEqual({ engine: 'node', sodiumMs: 650, nodeMs: 310 });
      // Alternated, so that a busy moment of the machine does not fall on one engine only.
      expect(asked).toEqual(['sodium', 'node', 'sodium', 'node']);
      expect(scryptEngine(salt, FAST)).toBe('node');
      expect(await verifyPassword('correcta', before)).toBe(true);
      expect(await verifyPassword('otra', before)).toBe(false);
      // And the other way round: node:crypto's hash verifies by libsodium's, the same key.
      const after = await hashPassword('correcta', FAST);
      resetScryptEngine();
      expect(await verifyPassword('correcta', after)).toBe(true);
    });

    it("keeps libsodium's unless node:crypto's is more than a tenth quicker", async () => {
      expect((await chooseScryptEngine(FAST, 2, timings({ sodium: [351, 340], node: [502, 423] }).time))?.engine).toBe('sodium');
      expect((await chooseScryptEngine(FAST, 1, timings({ sodium: [400], node: [370] }).time))?.engine).toBe('sodium');
      expect(scryptEngine(salt, FAST)).toBe('sodium');
    });

    it('times nothing where libsodium cannot compute the cost', async () => {
      const { asked, time } = timings({ sodium: [], node: [] });
      expect(await chooseScryptEngine({ N: 2 ** 17, r: 16, p: 1 }, 2, time)).toBeNull();
      expect(asked).toEqual([]);
    });

    it('times both engines for real', async () => {
      const choice = await chooseScryptEngine(FAST, 1);
      expect(choice?.sodiumMs).toBeGreaterThan(0);
      expect(choice?.nodeMs).toBeGreaterThan(0);
    });
  });

  it('verifies a hash of the older 16-byte salt (node:crypto) and has it re-hashed', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = await nodeScrypt('correcta', salt, FAST);
    const legacy = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('correcta', legacy)).toBe(true);
    expect(await verifyPassword('otra', legacy)).toBe(false);
    expect(needsRehash(legacy, FAST)).toBe(true);
    expect(needsRehash(await hashPassword('correcta', FAST), FAST)).toBe(false);
  });

  it('verifies a hash with its own parameters and tells when one predates the configured cost', async () => {
    const old = await hashPassword('correcta', { N: 2 ** 4, r: 8, p: 1 });
    expect(await verifyPassword('correcta', old)).toBe(true);
    expect(needsRehash(old, FAST)).toBe(true);
    expect(needsRehash(await hashPassword('correcta', FAST), FAST)).toBe(false);
    expect(needsRehash(await hashPassword('correcta', { N: 2 ** 10, r: 4, p: 1 }), FAST)).toBe(true);
    // A higher cost is kept (never lowered by a re-hash); garbage is not re-hashed either.
    expect(needsRehash(await hashPassword('correcta', { N: 2 ** 11, r: 8, p: 1 }), FAST)).toBe(false);
    expect(needsRehash('garbage', FAST)).toBe(false);
    // A stored hash asking for absurd memory is refused, not computed.
    expect(await verifyPassword('correcta', old.replace('$16$', `$${2 ** 24}$`))).toBe(false);
  });

  it('spends a hash on unknown users too', async () => {
    const hasher = new PasswordHasher(FAST);
    expect(await hasher.verify('x', undefined)).toBe(false);
  });
});

describe('validatePassword', () => {
  it('accepts a good password', () => {
    expect(validatePassword('Tortuga-Verde-42', { username: 'ana' })).toEqual([]);
  });
  it('applies the similarity rule to parts of the email', () => {
    expect(validatePassword('kowalski1', { email: 'kowalski@example.com' })).toEqual([
      'La contraseña es demasiado similar a la de dirección de correo electrónico.',
    ]);
  });
});

const SID = '0b5e7c1a-3f7d-4c2e-9a61-2d8f4b7e9c10';

describe('tokens', () => {
  const secret = 's'.repeat(40);
  /** A token with the server's claims, and `changes` on top (undefined drops one). */
  const forged = (changes: Record<string, unknown>) => {
    const claims: Record<string, unknown> = { user_id: 7, username: 'ana', tv: 3, sid: SID, token_type: 'access', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, ...changes };
    for (const k of Object.keys(claims)) if (claims[k] === undefined) delete claims[k];
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret));
  };

  it('accepts only its own issuer and audience, and a session id', async () => {
    const tokens = new TokenService(secret, 60);
    expect(await tokens.verify(await forged({}))).toMatchObject({ user_id: 7, sid: SID });
    for (const changes of [
      { iss: undefined },
      { aud: undefined },
      { iss: 'otro-servicio' },
      { aud: 'otra-api' },
      { aud: ['otra-api'] },
      { sid: undefined },
      { sid: 'no-es-un-uuid' },
      { sid: 12 },
    ]) {
      expect(await tokens.verify(await forged(changes)), JSON.stringify(changes)).toBeNull();
    }
  });

  it('signs and verifies; rejects tampering', async () => {
    const tokens = new TokenService('s'.repeat(40), 0.5);
    const t = await tokens.sign({ id: 7, username: 'ana', token_version: 3 }, SID);
    const claims = await tokens.verify(t);
    expect(claims).toMatchObject({ user_id: 7, username: 'ana', tv: 3, sid: SID, iss: 'gestion/auth', aud: 'gestion/api' });
    expect(claims!.exp - claims!.iat).toBe(30);
    expect(await tokens.verify(t.slice(0, -2) + 'xx')).toBeNull();
  });

  it('answers a token verified before from memory until it expires, and never a tampered copy', async () => {
    const tokens = new TokenService('s'.repeat(40), 0.5);
    const now = Date.now();
    const t = await tokens.sign({ id: 7, username: 'ana', token_version: 3 }, SID, now);
    const first = await tokens.verify(t, now);
    expect(await tokens.verify(t, now + 1_000)).toBe(first);
    expect(await tokens.verify(t.slice(0, -2) + 'xx', now + 1_000)).toBeNull();
    // exp is iat + 30 s: at that second the token is expired, remembered or not.
    expect(await tokens.verify(t, (first!.exp) * 1000)).toBeNull();
    expect(await tokens.verify(t, now + 1_000)).toMatchObject({ user_id: 7 });
    expect(await new TokenService('s'.repeat(40), 0.5).verify(t, first!.exp * 1000)).toBeNull();
  });
});

describe('config', () => {
  it('reads the environment with the documented defaults', () => {
    const c = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/gestion-config-test' });
    expect(c).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      database: { driver: 'pglite', dataDir: '/tmp/gestion-config-test/pg' },
      jwtAccessMinutes: 480,
      sessionIdleMinutes: 60,
      adminUsername: 'admin',
      adminPassword: null,
      seedDemo: true,
      loginThrottle: { maxPerUser: 5, userWindowMinutes: 15, maxPerIp: 30, ipWindowMinutes: 10 },
    });
    expect(c.corsOrigins).toContain('http://127.0.0.1:3005');
    const pgc = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@h/db',
      JWT_ACCESS_MINUTES: '0.5',
      SESION_INACTIVA_MIN: '15',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      SEED_DEMO: '0',
    });
    expect(pgc).toMatchObject({
      database: { driver: 'postgres', url: 'postgres://u@h/db' },
      jwtAccessMinutes: 0.5,
      sessionIdleMinutes: 15,
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemo: false,
    });
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), SESION_INACTIVA_MIN: '0' })).toThrow(/SESION_INACTIVA_MIN/);
  });

  it('includes the APP_URL origin in the default CORS list', () => {
    expect(defaultCorsOrigins('https://app.example.com/base')).toContain('https://app.example.com');
  });
});
