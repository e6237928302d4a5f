// Rodox arrangements through the real API: draw feeds are files of the server's sources folder
// (RODOX_FUENTES_DIR, the only folder it reads them from), loaded with sorteos/actualizar.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Contexto, ContextoCreateRequest } from '@gestion/contract';
import { admin, call } from './api';
import { E2E_ENV } from './env';
import { exclusively } from './suite-lock';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Writes a feed into the server's sources folder and answers its absolute path (the context's fuente_url). */
export function writeFeed(name: string, text: string): string {
  mkdirSync(E2E_ENV.RODOX_FUENTES_DIR, { recursive: true });
  const file = path.join(E2E_ENV.RODOX_FUENTES_DIR, name);
  writeFileSync(file, text);
  return file;
}

export const removeFeed = (file: string) => rmSync(file, { force: true });

/**
 * The demo context `lesa-mill` with its generated history, as SEED_DEMO=1 would have it, for this
 * suite that runs without demo data: the server's command `rodox:demo-fuente` writes the demo
 * history as a feed into the sources folder and gives the context's body; the context is created
 * through the API (once) and its draws loaded by sorteos/actualizar (idempotent).
 */
export function ensureDemoContext(): Promise<{ contexto: Contexto; sorteos: number }> {
  // One worker at a time: the feed file is rewritten here while the server may be reading it.
  return exclusively('demo-context', demoContext);
}

async function demoContext(): Promise<{ contexto: Contexto; sorteos: number }> {
  const out = execFileSync('pnpm', ['--silent', '--filter', '@gestion/server', 'rodox:demo-fuente', path.join(E2E_ENV.RODOX_FUENTES_DIR, 'lesa-mill.csv')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const demo = JSON.parse(out.trim().split('\n').at(-1)!) as { contexto: ContextoCreateRequest; sorteos: number };
  const token = await admin();
  const existing = (await call<Contexto[]>('GET', '/api/rodox/contextos/', token)).find((c) => c.sigla === demo.contexto.sigla);
  const contexto = existing ?? (await call<Contexto>('POST', '/api/rodox/contextos/', token, demo.contexto));
  await call('POST', '/api/rodox/sorteos/actualizar/', token, { actualizar_automaticamente: true, contexto_sigla: contexto.sigla });
  return { contexto, sorteos: demo.sorteos };
}
