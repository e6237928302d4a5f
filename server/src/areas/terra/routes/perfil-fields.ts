// Rules of the profile (docs/domain.md, «Área del usuario») that a JSON schema cannot say. Pure.

export const MENSAJE_URL = 'Introduzca una URL válida.';
export const MENSAJE_TELEFONO = 'Introduzca un número de teléfono válido.';

const HOST_NOMBRE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})\.?$/i;
const HOST_IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/**
 * An http(s) URL as DRF's URLValidator takes it: a scheme, a host that is a domain name with a
 * top-level domain, an IPv4 or IPv6 address or `localhost`, no spaces. `javascript:`, `data:` and
 * relative addresses are refused (the screens put it in an <img src>).
 */
export function esUrlAvatar(texto: string): boolean {
  if (/\s/.test(texto) || !/^https?:\/\//i.test(texto)) return false;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || HOST_NOMBRE.test(host) || HOST_IPV4.test(host) || (host.startsWith('[') && host.endsWith(']'));
}

export const TELEFONO_DIGITOS_MIN = 6;
export const TELEFONO_DIGITOS_MAX = 20;

/** A plausible phone number: digits, spaces, hyphens and parentheses, `+` only first; 6 to 20 digits. */
export function esTelefono(texto: string): boolean {
  if (!/^\+?[0-9 ()-]+$/.test(texto)) return false;
  const digitos = texto.replace(/\D/g, '').length;
  return digitos >= TELEFONO_DIGITOS_MIN && digitos <= TELEFONO_DIGITOS_MAX;
}
