/** The longest file name the import routes take (their `archivo`: kept in the history entry). */
export const ARCHIVO_MAX = 255;

/**
 * The chosen file's name as the import bodies carry it, so that the history says which file was
 * imported. Cut to ARCHIVO_MAX code points: an unusually long name must not refuse the import.
 */
export function nombreArchivo(nombre: string | null | undefined): string | undefined {
  if (!nombre) return undefined;
  const chars = [...nombre];
  return chars.length > ARCHIVO_MAX ? chars.slice(0, ARCHIVO_MAX).join('') : nombre;
}
