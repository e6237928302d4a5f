// One password check at the production cost (N=2^17, r=8, p=1: 128 MiB), by each implementation
// the server has (auth/passwords.ts): libsodium's, which new hashes use, and node:crypto's, which
// verifies hashes of the older 16-byte salt. The same key from both is checked first. Alternates
// the two, one at a time (the machine's other core stays free), and prints each one's
// min / median / max in ms (scrypt is most of a sign-in's time on a branch office's line).
// node:crypto's depends on how glibc maps its 128 MiB: run it as the API runs, with API_ENV's
// GLIBC_TUNABLES (scripts/lib.mjs), and without, to compare; the output says which.
//
//   GLIBC_TUNABLES=glibc.malloc.hugetlb=1 pnpm --filter @gestion/server exec tsx bench/scrypt.ts [runs, default 7]
import { performance } from 'node:perf_hooks';
import { PRODUCTION_SCRYPT } from '../src/config.js';
import { hashPassword, nodeScrypt, scryptEngine, verifyPassword } from '../src/auth/passwords.js';

const runs = Number(process.argv[2] ?? 7);
const password = 'Bench-admin-2025!';
const stored = await hashPassword(password, PRODUCTION_SCRYPT);
const [, , , , saltText, keyText] = stored.split('$') as [string, string, string, string, string, string];
const salt = Buffer.from(saltText, 'base64url');
if ((await nodeScrypt(password, salt, PRODUCTION_SCRYPT)).toString('base64url') !== keyText) throw new Error('libsodium y node:crypto no dan la misma clave');

const times: Record<string, number[]> = { libsodium: [], 'node:crypto': [] };
for (let i = 0; i < runs; i++) {
  let t = performance.now();
  if (!(await verifyPassword(password, stored))) throw new Error('la contraseña no verifica');
  times.libsodium!.push(performance.now() - t);
  t = performance.now();
  await nodeScrypt(password, salt, PRODUCTION_SCRYPT);
  times['node:crypto']!.push(performance.now() - t);
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: Math.round(s[0]!), median: Math.round(s[Math.floor(s.length / 2)]!), max: Math.round(s[s.length - 1]!) };
};
console.log(JSON.stringify({ glibcTunables: process.env.GLIBC_TUNABLES ?? null, engine: scryptEngine(salt, PRODUCTION_SCRYPT), runs, libsodium: stats(times.libsodium!), nodeCrypto: stats(times['node:crypto']!) }));
