import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { LIMITES_FUENTE, mensajeTamanoExcedido } from './fuente-parse.js';
import { dentroDe, direccionPublica, hostDeUrl, MENSAJES_FUENTE, revisarFuente, revisarUrl, type PoliticaFuentes } from './fuente-policy.js';

// Reads a context's `fuente_url` under the rule of fuente-policy.ts: a file inside the sources
// folder, or an http(s) URL whose host resolves to addresses the rule allows; the connection goes
// to the very address that was checked (no second lookup a DNS answer could change in between),
// and every redirection is checked the same way. Bounded in time (the whole exchange, redirections
// and body included) and in size, so that a slow or huge source cannot hold a request or fill the
// memory: the body is dropped as soon as it passes the cap.

export const TIEMPO_MAXIMO_FUENTE_MS = 10_000;
export const REDIRECCIONES_MAXIMAS = 3;

export interface Direccion {
  address: string;
  family: number;
}

export interface OpcionesFuente {
  politica: PoliticaFuentes;
  timeoutMs?: number;
  maxBytes?: number;
  /** For tests: how a host name is resolved (every address of it; dns.lookup otherwise). */
  resolver?: (host: string) => Promise<Direccion[]>;
  /** For tests: which resolved addresses may be connected to (any with `privadas`, else public ones). */
  permitida?: (direccion: string) => boolean;
}

export type TextoFuente = { ok: true; texto: string } | { ok: false; detail: string };

const error = (detail: string): { ok: false; detail: string } => ({ ok: false, detail });

const MENSAJES = {
  noEncontrado: 'No se encontró el archivo de la fuente de sorteos.',
  noArchivo: 'La fuente de sorteos no es un archivo.',
  noLegible: 'No se pudo leer el archivo de la fuente de sorteos.',
  sinConexion: 'No se pudo conectar con la fuente de sorteos.',
  cortada: 'La conexión con la fuente de sorteos se cortó.',
  estado: (status: number) => `La fuente de sorteos respondió con el estado ${status}.`,
  redirecciones: 'La fuente de sorteos redirigió demasiadas veces.',
  sinRespuesta: (ms: number) => `La fuente de sorteos no respondió en ${Math.round(ms / 100) / 10} s.`,
} as const;

export async function leerTextoFuente(fuente: string, opciones: OpcionesFuente): Promise<TextoFuente> {
  const maxBytes = opciones.maxBytes ?? LIMITES_FUENTE.maxBytes;
  const revisada = revisarFuente(fuente, opciones.politica);
  if (!revisada.ok) return revisada;
  if (revisada.tipo === 'archivo') return leerArchivo(revisada.ruta, { maxBytes, carpeta: opciones.politica.carpeta });
  return leerUrl(revisada.url, { ...opciones, maxBytes });
}

/**
 * A file, at most `maxBytes`. With `carpeta`, the file's real path (links resolved) must be inside
 * the folder's. The CSV import command reads any file the operator names (no folder).
 */
export async function leerArchivo(ruta: string, { maxBytes = LIMITES_FUENTE.maxBytes, carpeta }: { maxBytes?: number; carpeta?: string } = {}): Promise<TextoFuente> {
  const demasiado = mensajeTamanoExcedido({ ...LIMITES_FUENTE, maxBytes });
  let handle: FileHandle;
  try {
    const real = await realpath(ruta);
    if (carpeta !== undefined && !dentroDe(await realpath(carpeta), real)) return error(MENSAJES_FUENTE.fueraDeCarpeta(carpeta));
    // O_NONBLOCK: a FIFO answers at once instead of holding the request; O_NOFOLLOW: the path
    // checked above cannot have become a link since.
    handle = await open(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    return error((e as NodeJS.ErrnoException).code === 'ENOENT' ? MENSAJES.noEncontrado : MENSAJES.noLegible);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return error(MENSAJES.noArchivo);
    if (info.size > maxBytes) return error(demasiado);
    // The file may grow after stat: read one byte past the cap at most.
    const buffer = Buffer.alloc(maxBytes + 1);
    let leidos = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, leidos, buffer.length - leidos, null);
      if (bytesRead === 0) break;
      leidos += bytesRead;
      if (leidos > maxBytes) return error(demasiado);
    }
    return { ok: true, texto: buffer.subarray(0, leidos).toString('utf8') };
  } catch {
    return error(MENSAJES.noLegible);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

const resolverDns = async (host: string): Promise<Direccion[]> => dnsLookup(host, { all: true, verbatim: true });

type Respuesta = TextoFuente | { ok: 'redireccion'; location: string };

async function leerUrl(inicial: URL, opciones: OpcionesFuente & { maxBytes: number }): Promise<TextoFuente> {
  const timeoutMs = opciones.timeoutMs ?? TIEMPO_MAXIMO_FUENTE_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const sinRespuesta = MENSAJES.sinRespuesta(timeoutMs);
  let url = inicial;
  for (let saltos = 0; ; saltos++) {
    const destino = await destinoPermitido(url, opciones, signal, sinRespuesta);
    if ('detail' in destino) return destino;
    const respuesta = await pedir(url, destino, signal, opciones.maxBytes, sinRespuesta);
    if (respuesta.ok !== 'redireccion') return respuesta;
    if (saltos >= REDIRECCIONES_MAXIMAS) return error(MENSAJES.redirecciones);
    let siguiente: URL;
    try {
      siguiente = new URL(respuesta.location, url);
    } catch {
      return error(MENSAJES_FUENTE.forma);
    }
    const refusal = revisarUrl(siguiente, opciones.politica);
    if (refusal) return refusal;
    url = siguiente;
  }
}

/** The address to connect to: the host's, every one of them allowed (a name with one private address is refused). */
async function destinoPermitido(url: URL, opciones: OpcionesFuente, signal: AbortSignal, sinRespuesta: string): Promise<Direccion | { ok: false; detail: string }> {
  const permitida = opciones.permitida ?? (opciones.politica.privadas ? () => true : direccionPublica);
  const host = hostDeUrl(url);
  let direcciones: Direccion[];
  if (isIP(host)) {
    direcciones = [{ address: host, family: isIP(host) }];
  } else {
    try {
      direcciones = await hastaQueAborte((opciones.resolver ?? resolverDns)(host), signal);
    } catch {
      return error(signal.aborted ? sinRespuesta : MENSAJES_FUENTE.sinResolver);
    }
  }
  if (direcciones.length === 0) return error(MENSAJES_FUENTE.sinResolver);
  const prohibida = direcciones.find((d) => !permitida(d.address));
  if (prohibida) return error(MENSAJES_FUENTE.privada(prohibida.address));
  return direcciones[0]!;
}

function hastaQueAborte<T>(promesa: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abortar = () => reject(signal.reason);
    signal.addEventListener('abort', abortar, { once: true });
    promesa.then(resolve, reject).finally(() => signal.removeEventListener('abort', abortar));
  });
}

const REDIRECCION = new Set([301, 302, 303, 307, 308]);

/** One GET to `url`, connected to `destino` (TLS still checks the certificate against the host name). */
function pedir(url: URL, destino: Direccion, signal: AbortSignal, maxBytes: number, sinRespuesta: string): Promise<Respuesta> {
  const demasiado = mensajeTamanoExcedido({ ...LIMITES_FUENTE, maxBytes });
  return new Promise<Respuesta>((resolve) => {
    let listo = false;
    const terminar = (r: Respuesta) => {
      if (listo) return;
      listo = true;
      resolve(r);
    };
    const lookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (options?.all) callback(null, [destino]);
      else callback(null, destino.address, destino.family);
    };
    const cliente = url.protocol === 'https:' ? https : http;
    const req = cliente.request(
      url,
      { method: 'GET', agent: false, lookup: lookup as never, signal, headers: { accept: 'application/json, text/csv;q=0.9, text/plain;q=0.8' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECCION.has(status) && res.headers.location) {
          res.destroy();
          return terminar({ ok: 'redireccion', location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          return terminar(error(MENSAJES.estado(status)));
        }
        if (Number(res.headers['content-length']) > maxBytes) {
          res.destroy();
          return terminar(error(demasiado));
        }
        const partes: Buffer[] = [];
        let leidos = 0;
        res.on('data', (trozo: Buffer) => {
          leidos += trozo.length;
          if (leidos > maxBytes) {
            res.destroy();
            return terminar(error(demasiado));
          }
          partes.push(trozo);
        });
        res.on('end', () => terminar({ ok: true, texto: Buffer.concat(partes).toString('utf8') }));
        res.on('error', () => terminar(error(signal.aborted ? sinRespuesta : MENSAJES.cortada)));
        res.on('close', () => terminar(error(signal.aborted ? sinRespuesta : MENSAJES.cortada)));
      },
    );
    req.on('error', () => terminar(error(signal.aborted ? sinRespuesta : MENSAJES.sinConexion)));
    req.end();
  });
}
