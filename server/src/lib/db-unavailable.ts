// Failures that say nothing about the request: the database went away (restart, failover, a
// dropped connection, no connection free), or a statement ran out of time. Answered 503 so that
// the caller retries, never 500; the process keeps serving and the pool reconnects by itself.

export type Unavailable = 'connection' | 'timeout' | 'conflict';

// Class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300 (too
// many connections), 57014 (statement cancelled: our timeout or a shutdown), 55P03 (lock wait
// timed out), 40001/40P01 (serialization failure, deadlock: retrying succeeds).
const BY_CODE = new Map<string, Unavailable>([
  ['57P01', 'connection'],
  ['57P02', 'connection'],
  ['57P03', 'connection'],
  ['53300', 'connection'],
  ['57014', 'timeout'],
  ['55P03', 'timeout'],
  ['40001', 'conflict'],
  ['40P01', 'conflict'],
]);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres signals a lost or refused connection with plain Errors.
const PG_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Connection timeout',
];

export const UNAVAILABLE_MESSAGES: Record<Unavailable, string> = {
  connection: 'La base de datos no está disponible en este momento. Intenta de nuevo en unos segundos.',
  timeout: 'La consulta tardó demasiado y fue cancelada. Intenta de nuevo; si es una búsqueda, con un texto más preciso.',
  conflict: 'La operación chocó con otra simultánea. Intenta de nuevo.',
};

/** Why `err` (or what drizzle wraps in it) is the database's unavailability, or null. */
export function databaseUnavailable(err: unknown): Unavailable | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      const known = BY_CODE.get(code);
      if (known) return known;
      if (code.startsWith('08') && code.length === 5) return 'connection';
      if (NODE_CODES.has(code)) return 'connection';
    }
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return 'connection';
  }
  return null;
}
