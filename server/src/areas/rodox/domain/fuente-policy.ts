import { BlockList, isIP } from 'node:net';
import path from 'node:path';

// Which `fuente_url` the server may read (docs/server.md, «Rodox»). A context's source is set by
// whoever holds rodox.add_contexto and read by the server itself, so without a rule it would be a
// way to make the server read any of its files or call any address it can reach (a database
// port, a cloud metadata service) and show the answer's first characters in an error message.
// The rule: files only inside one configured folder; http(s) only, to public addresses unless
// private ones are allowed for this installation.

export interface PoliticaFuentes {
  /** Absolute folder; a file source must be inside it (symbolic links resolved). */
  carpeta: string;
  /** true: loopback, private, link-local and reserved addresses are allowed too. */
  privadas: boolean;
}

export const MENSAJES_FUENTE = {
  forma: 'La fuente de sorteos debe ser una URL http(s) o una ruta absoluta en el servidor.',
  fueraDeCarpeta: (carpeta: string) => `La ruta de la fuente de sorteos debe estar dentro de la carpeta de fuentes del servidor (${carpeta}).`,
  credenciales: 'La URL de la fuente de sorteos no puede llevar usuario ni contraseña.',
  privada: (direccion: string) =>
    `La fuente de sorteos apunta a una dirección local o privada (${direccion}); el servidor solo lee fuentes en direcciones públicas.`,
  sinResolver: 'No se pudo resolver el nombre del servidor de la fuente de sorteos.',
} as const;

export type FuenteRevisada = { ok: true; tipo: 'url'; url: URL } | { ok: true; tipo: 'archivo'; ruta: string } | { ok: false; detail: string };

const ESQUEMA = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What can be judged without the network or the disk: the form, the folder of a path (lexically;
 * links are resolved when the file is read), credentials in a URL, and a host that is an address
 * or a local name. A host name is resolved and checked each time the source is read (it may
 * change between both moments).
 */
export function revisarFuente(fuente: string, politica: PoliticaFuentes): FuenteRevisada {
  const texto = fuente.trim();
  if (/^https?:\/\//i.test(texto)) {
    let url: URL;
    try {
      url = new URL(texto);
    } catch {
      return { ok: false, detail: MENSAJES_FUENTE.forma };
    }
    const revisada = revisarUrl(url, politica);
    return revisada ?? { ok: true, tipo: 'url', url };
  }
  if (ESQUEMA.test(texto) || !path.isAbsolute(texto)) return { ok: false, detail: MENSAJES_FUENTE.forma };
  const ruta = path.resolve(texto);
  if (!dentroDe(politica.carpeta, ruta)) return { ok: false, detail: MENSAJES_FUENTE.fueraDeCarpeta(politica.carpeta) };
  return { ok: true, tipo: 'archivo', ruta };
}

/** The checks of a URL (the first one, or where a redirection leads); null when it passes. */
export function revisarUrl(url: URL, politica: PoliticaFuentes): { ok: false; detail: string } | null {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return { ok: false, detail: MENSAJES_FUENTE.forma };
  if (url.username || url.password) return { ok: false, detail: MENSAJES_FUENTE.credenciales };
  if (politica.privadas) return null;
  const host = hostDeUrl(url);
  if (isIP(host) && !direccionPublica(host)) return { ok: false, detail: MENSAJES_FUENTE.privada(host) };
  // Names that always mean this machine (RFC 6761), whatever a resolver would say.
  if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) return { ok: false, detail: MENSAJES_FUENTE.privada(host) };
  return null;
}

/** The URL's host without the brackets of an IPv6 literal. */
export const hostDeUrl = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether `hijo` is strictly inside the folder `carpeta` (both absolute). */
export function dentroDe(carpeta: string, hijo: string): boolean {
  const relativa = path.relative(path.resolve(carpeta), path.resolve(hijo));
  return relativa !== '' && relativa !== '..' && !relativa.startsWith(`..${path.sep}`) && !path.isAbsolute(relativa);
}

// Every range that is not a public unicast address (IANA special-purpose registries). IPv4-mapped
// IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 ranges by BlockList itself; the
// transition prefixes that embed an IPv4 address some other way (6to4, NAT64, Teredo) are
// refused as a whole.
const NO_PUBLICAS = new BlockList();
for (const [red, prefijo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NO_PUBLICAS.addSubnet(red, prefijo, 'ipv4');
}
for (const [red, prefijo] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NO_PUBLICAS.addSubnet(red, prefijo, 'ipv6');
}

/** true for a public unicast address; false for loopback, private, link-local, reserved, multicast (or not an address). */
export function direccionPublica(direccion: string): boolean {
  const familia = isIP(direccion);
  if (familia === 0) return false;
  return !NO_PUBLICAS.check(direccion, familia === 4 ? 'ipv4' : 'ipv6');
}
