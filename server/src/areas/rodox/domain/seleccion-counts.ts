import { paresCantidad } from './paridad.js';
import type { ConteosSeleccion } from '@gestion/contract/rodox';
import type { RangoContexto } from './types.js';

// The counts stored with each selection (spec section 3; docs/domain.md, «Selecciones y
// soñadores»); their type is the API's, from the contract.

export type { ConteosSeleccion };

export interface SorteosVecinos {
  /** Numbers of the draws kandidatura-1, -2, -3 (in that order); null or absent when missing. */
  anteriores: readonly (readonly number[] | null | undefined)[];
  /** Numbers of the draw kandidatura, once it exists. */
  kandidatura: readonly number[] | null | undefined;
}

/**
 * Numbers shared with another draw; null when that draw does not exist. Also what refreshes
 * `numeros_comunes_cantidad` of stored selections once draw `kandidatura` arrives.
 */
export const comunes = (numeros: readonly number[], otros: readonly number[] | null | undefined): number | null => {
  if (!otros) return null;
  const conjunto = new Set(otros);
  return numeros.filter((n) => conjunto.has(n)).length;
};

export function contarSeleccion(numeros: readonly number[], contexto: RangoContexto, vecinos: SorteosVecinos): ConteosSeleccion {
  const mitad = (contexto.numero_min + contexto.numero_max) / 2;
  const pares = paresCantidad(numeros);
  const residuo = (r: number) => numeros.filter((n) => n % 3 === r).length;
  const superiores = numeros.filter((n) => n > mitad).length;
  return {
    pares_cantidad: pares,
    impares_cantidad: numeros.length - pares,
    tricero_cantidad: residuo(0),
    triuno_cantidad: residuo(1),
    tridos_cantidad: residuo(2),
    superiores_cantidad: superiores,
    inferiores_cantidad: numeros.length - superiores,
    comunes_a01_cantidad: comunes(numeros, vecinos.anteriores[0]),
    comunes_a02_cantidad: comunes(numeros, vecinos.anteriores[1]),
    comunes_a03_cantidad: comunes(numeros, vecinos.anteriores[2]),
    numeros_comunes_cantidad: comunes(numeros, vecinos.kandidatura),
  };
}
