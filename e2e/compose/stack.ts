// The running compose stack, as scripts/compose-test.mjs started it: its origin, its
// administrator, and `docker compose` with the same project and environment.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const COMPOSE_URL = process.env.COMPOSE_URL || 'http://localhost:8080';
/** The API behind the proxy (its prefix, as in deploy/haproxy.cfg). */
export const API = `${COMPOSE_URL}/backend`;
export const ADMIN = { username: process.env.ADMIN_USERNAME || 'admin', password: process.env.ADMIN_PASSWORD ?? '' };

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `docker compose …` in the repository, with the stack's project and environment; returns stdout. */
export function compose(...args: string[]): string {
  return execFileSync('docker', ['compose', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
}

/** The ids of the running API replicas. */
export function apiReplicas(): string[] {
  return compose('ps', '-q', 'api').split('\n').filter(Boolean);
}

export async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
}

export async function adminToken(): Promise<string> {
  const r = await call<{ access: string }>('POST', '/api/auth/jwt/create/', null, ADMIN);
  if (r.status !== 200) throw new Error(`jwt/create → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access;
}
