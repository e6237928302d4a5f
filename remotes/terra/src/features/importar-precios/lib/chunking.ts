/** Rows per import request: the server's limit (MAX_FILAS_IMPORTACION). */
export const IMPORT_CHUNK = 5000;

export function chunk<T>(list: readonly T[], size = IMPORT_CHUNK): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Lets the browser paint and handle input between slices of a long loop (no long task). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
