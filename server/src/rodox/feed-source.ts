import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LIMITES_FUENTE, mensajeTamanoExcedido } from './feed-parse.js';

// Reads a context's `fuente_url`: an http(s) URL or an absolute path on the server's disk
// (DOMAIN.md). Bounded in time and size, so that a slow or huge source cannot hold a request or
// fill the memory: the body is read chunk by chunk and dropped as soon as it passes the cap.

export const TIEMPO_MAXIMO_FUENTE_MS = 10_000;

export interface OpcionesFuente {
  timeoutMs?: number;
  maxBytes?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export type TextoFuente = { ok: true; texto: string } | { ok: false; detail: string };

const error = (detail: string): TextoFuente => ({ ok: false, detail });

export async function leerTextoFuente(fuente: string, opciones: OpcionesFuente = {}): Promise<TextoFuente> {
  const maxBytes = opciones.maxBytes ?? LIMITES_FUENTE.maxBytes;
  const limites = { ...LIMITES_FUENTE, maxBytes };
  const texto = fuente.trim();
  if (/^https?:\/\//i.test(texto)) {
    return leerUrl(texto, opciones.timeoutMs ?? TIEMPO_MAXIMO_FUENTE_MS, maxBytes, opciones.fetch ?? fetch, mensajeTamanoExcedido(limites));
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(texto) || !path.isAbsolute(texto)) {
    return error('La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.');
  }
  try {
    const info = await stat(texto);
    if (!info.isFile()) return error('La fuente de sorteos no es un archivo.');
    if (info.size > maxBytes) return error(mensajeTamanoExcedido(limites));
    return { ok: true, texto: await readFile(texto, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return error(code === 'ENOENT' ? 'No se encontró el archivo de la fuente de sorteos.' : 'No se pudo leer el archivo de la fuente de sorteos.');
  }
}

async function leerUrl(url: string, timeoutMs: number, maxBytes: number, fetcher: typeof fetch, demasiado: string): Promise<TextoFuente> {
  const sinRespuesta = `La fuente de sorteos no respondió en ${Math.round(timeoutMs / 100) / 10} s.`;
  let respuesta: Response;
  try {
    respuesta = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json, text/csv;q=0.9, text/plain;q=0.8' },
    });
  } catch (e) {
    return error(esTiempoAgotado(e) ? sinRespuesta : 'No se pudo conectar con la fuente de sorteos.');
  }
  if (!respuesta.ok) {
    await respuesta.body?.cancel().catch(() => undefined);
    return error(`La fuente de sorteos respondió con el estado ${respuesta.status}.`);
  }
  const declarado = Number(respuesta.headers.get('content-length'));
  if (declarado > maxBytes) {
    await respuesta.body?.cancel().catch(() => undefined);
    return error(demasiado);
  }
  if (!respuesta.body) return { ok: true, texto: '' };
  const lector = respuesta.body.getReader();
  const decodificador = new TextDecoder('utf-8');
  const partes: string[] = [];
  let leidos = 0;
  try {
    for (;;) {
      const { done, value } = await lector.read();
      if (done) break;
      leidos += value.byteLength;
      if (leidos > maxBytes) {
        await lector.cancel().catch(() => undefined);
        return error(demasiado);
      }
      partes.push(decodificador.decode(value, { stream: true }));
    }
  } catch (e) {
    return error(esTiempoAgotado(e) ? sinRespuesta : 'La conexión con la fuente de sorteos se cortó.');
  }
  partes.push(decodificador.decode());
  return { ok: true, texto: partes.join('') };
}

const esTiempoAgotado = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
