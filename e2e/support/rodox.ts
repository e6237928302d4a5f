// Rodox arrangements through the real API: draw feeds are files of the server's sources folder
// (RODOX_FUENTES_DIR, the only folder it reads them from), loaded with sorteos/actualizar.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ENV } from './env';

/** Writes a feed into the server's sources folder and answers its absolute path (the context's fuente_url). */
export function writeFeed(name: string, text: string): string {
  mkdirSync(E2E_ENV.RODOX_FUENTES_DIR, { recursive: true });
  const file = path.join(E2E_ENV.RODOX_FUENTES_DIR, name);
  writeFileSync(file, text);
  return file;
}

export const removeFeed = (file: string) => rmSync(file, { force: true });
