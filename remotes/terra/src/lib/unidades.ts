import type { UnidadConVariantes } from '@gestion/contract';
import { normalizeText } from './normalize';

/** A lookup of units by normalised name, abbreviation or variant: the wizard's unit step matches by it, and the simple import resolves its UNIDAD column. */
export function unitIndex(unidades: readonly UnidadConVariantes[]): Map<string, number> {
  const index = new Map<string, number>();
  // later writes win: a unit's own name and abbreviation beat another unit's variant
  for (const u of unidades) for (const v of u.variantes) index.set(normalizeText(v.abreviatura_equivalente), u.id);
  for (const u of unidades) index.set(normalizeText(u.abreviatura), u.id);
  for (const u of unidades) index.set(normalizeText(u.nombre), u.id);
  return index;
}
