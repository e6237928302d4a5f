// Parity of draws (the parity chart and its summary table).

/** `pares_cantidad`: how many of a draw's numbers are even. */
export const paresCantidad = (numeros: readonly number[]): number => numeros.filter((n) => n % 2 === 0).length;

export interface PuntoParidad {
  kardinal: number;
  pares_cantidad: number;
}

/**
 * 'Resumen de ocurrencias por cantidad de pares': how many draws had each pair count, ascending
 * by pair count; counts no draw had are left out.
 */
export function ocurrenciasPorPares(puntos: readonly Pick<PuntoParidad, 'pares_cantidad'>[]): { pares: number; ocurrencias: number }[] {
  const cuenta = new Map<number, number>();
  for (const p of puntos) cuenta.set(p.pares_cantidad, (cuenta.get(p.pares_cantidad) ?? 0) + 1);
  return [...cuenta].sort((a, b) => a[0] - b[0]).map(([pares, ocurrencias]) => ({ pares, ocurrencias }));
}
