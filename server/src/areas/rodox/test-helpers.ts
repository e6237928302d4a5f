// Shared by the Rodox route tests: a context with a file source and the calls they make.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Contexto, ContextoCreateRequest } from '@gestion/contract/rodox';
import { request, type TestApp } from '../../test-utils.js';
import { sorteosCsv } from './domain/sorteo-update.js';
import type { Sorteo } from './domain/types.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function caller(app: TestApp, headers: Record<string, string>) {
  return <T>(method: Method, url: string, payload?: object) =>
    request<T>(app, { method, url, headers, ...(payload ? { payload } : {}) });
}

/** A folder for source files, removed by `cleanup`; `politica` makes it the app's sources folder. */
export function sourceFolder({ privadas = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rodox-fuente-'));
  return {
    dir,
    /** For buildTestApp: files of this folder may be sources (and, with `privadas`, the local test servers). */
    config: { rodoxFuentes: { carpeta: dir, privadas } },
    /** Writes the draws as a CSV source and answers its absolute path. */
    csv(name: string, sorteos: readonly Sorteo[]) {
      const file = path.join(dir, name);
      writeFileSync(file, sorteosCsv(sorteos));
      return file;
    },
    text(name: string, text: string) {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const contextoBody = (overrides: Partial<ContextoCreateRequest> = {}): ContextoCreateRequest => ({
  sigla: 'prueba-seis',
  familia: 'prueba',
  tipo: 'seis',
  nombre: 'Contexto de prueba',
  numero_min: 1,
  numero_max: 20,
  cantidad: 4,
  ...overrides,
});

export async function crearContexto(call: ReturnType<typeof caller>, overrides: Partial<ContextoCreateRequest> = {}): Promise<Contexto> {
  const { status, body } = await call<Contexto>('POST', '/api/rodox/contextos/', contextoBody(overrides));
  if (status !== 201) throw new Error(`contexto: ${status} ${JSON.stringify(body)}`);
  return body;
}
