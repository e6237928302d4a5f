// Rodox arrangements through the real API: draw feeds are files of the server's sources folder
// (RODOX_FUENTES_DIR, the only folder it reads them from), loaded with sorteos/actualizar.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Contexto, ContextoCreateRequest } from '@gestion/contract';
import { admin, call, unique } from './api';
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

/** `count` draws of 6 distinct numbers in 1..40, the same every run (a small LCG). */
function drawsCsv(count: number): string {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const lines = ['kardinal,fecha_utc,numeros'];
  for (let k = 1; k <= count; k += 1) {
    const numeros = new Set<number>();
    while (numeros.size < 6) numeros.add((next() % 40) + 1);
    const fecha = new Date(Date.UTC(2025, 0, 1) + k * 86_400_000).toISOString();
    lines.push(`${k},${fecha},${[...numeros].sort((a, b) => a - b).join(' ')}`);
  }
  return lines.join('\n');
}

/**
 * A context of the test's own (its sigla starts with `prefix`) with `draws` draws, loaded through
 * sorteos/actualizar from a file of the server's sources folder.
 */
export async function contextWithDraws(prefix: string, draws: number): Promise<Contexto> {
  const sigla = unique(prefix).toLowerCase().replace(/[^a-z0-9-]/g, '');
  const fuente = writeFeed(`${sigla}.csv`, drawsCsv(draws));
  const token = await admin();
  const contexto = await call<Contexto>('POST', '/api/rodox/contextos/', token, {
    sigla,
    familia: sigla,
    tipo: 'e2e',
    nombre: 'Contexto de una prueba e2e',
    numero_min: 1,
    numero_max: 40,
    cantidad: 6,
    fuente_url: fuente,
  });
  try {
    await call('POST', '/api/rodox/sorteos/actualizar/', token, { actualizar_automaticamente: true, contexto_sigla: sigla });
  } finally {
    // The server reads the source only while updating.
    removeFeed(fuente);
  }
  return contexto;
}
