// The running compose stack, as scripts/compose-test.mjs started it: its origin, its
// administrator, and `docker compose` with the same project and environment.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/**
 * The administrator is a superuser: with the production default (SEGUNDO_FACTOR_OBLIGATORIO=1)
 * the first spec enrols their second factor and keeps its recovery codes in a file (Playwright
 * starts a new worker after a failed spec, and the later specs still sign in). Each later sign-in
 * spends one: a TOTP code is accepted once per 30 s step, and the specs sign in faster.
 */
const CODES_FILE = path.join(os.tmpdir(), `gestion-compose-codigos-${process.env.COMPOSE_PROJECT_NAME || 'smoke'}.json`);

export function keepRecoveryCodes(codes: string[]): void {
  fs.writeFileSync(CODES_FILE, JSON.stringify(codes), { mode: 0o600 });
}

export function nextRecoveryCode(): string {
  const codes = fs.existsSync(CODES_FILE) ? (JSON.parse(fs.readFileSync(CODES_FILE, 'utf8')) as string[]) : [];
  const code = codes.shift();
  if (!code) throw new Error('the administrator has no recovery code left: the first spec enrols the second factor');
  keepRecoveryCodes(codes);
  return code;
}

export async function adminToken(): Promise<string> {
  const login = await call<{ desafio?: string }>('POST', '/api/auth/custom-login/', null, ADMIN);
  if (login.status !== 200 || !login.body.desafio) throw new Error(`custom-login → ${login.status} ${JSON.stringify(login.body)}`);
  const r = await call<{ access: string }>('POST', '/api/auth/jwt/segundo-factor/', null, { desafio: login.body.desafio, codigo: nextRecoveryCode() });
  if (r.status !== 200) throw new Error(`jwt/segundo-factor → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access;
}
