import type { PuntoParidad } from '@gestion/contract';

export interface OcurrenciaPares {
  pares: number;
  ocurrencias: number;
}

/** 'Resumen de ocurrencias por cantidad de pares': how many draws had each pair count, ascending by count. */
export function resumenParidad(puntos: readonly PuntoParidad[]): OcurrenciaPares[] {
  const porPares = new Map<number, number>();
  for (const p of puntos) porPares.set(p.pares_cantidad, (porPares.get(p.pares_cantidad) ?? 0) + 1);
  return [...porPares.entries()].sort(([a], [b]) => a - b).map(([pares, ocurrencias]) => ({ pares, ocurrencias }));
}
