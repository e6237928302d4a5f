import { readStored, STORAGE_KEYS, writeStored } from '@gestion/session';
import type { ColumnMapping } from './columns';
import { normalizeText } from '../../../lib/normalize';

// What the user chose for a file, remembered per set of headers, so that the next file with the
// same columns (the same distributor's export) maps itself. Kept per browser in local storage
// rather than in a server table shared by the staff: a choice is a guess about one person's
// files (another team may name a different unit 'UND'), it needs no migration nor endpoint, and
// unit links are shared anyway, because linking a unit records the text as a variant on the
// server. Ids that no longer exist are ignored when a remembered choice is applied.

export interface Plantilla {
  columnasMapeadas: ColumnMapping;
  /** by normalised value */
  unidades: Record<string, number>;
  tipos: Record<string, number>;
  categorias: Record<string, number>;
  distribuidores: Record<string, number>;
  usada: string;
}

const MAX_PLANTILLAS = 30;

type Plantillas = Record<string, Plantilla>;

const readAll = (): Plantillas => {
  const stored = readStored<Plantillas | null>(STORAGE_KEYS.importacionPlantillas, null);
  return stored && typeof stored === 'object' ? stored : {};
};

export function readPlantilla(key: string): Plantilla | null {
  return readAll()[key] ?? null;
}

const byNormalised = (matches: Record<string, unknown>): Record<string, number> =>
  Object.fromEntries(Object.entries(matches).flatMap(([value, id]) => (typeof id === 'number' ? [[normalizeText(value), id]] : [])));

/** Merges the choices into the template of `key` (only real ids: 'nuevo-…' ones do not exist yet). */
export function rememberPlantilla(
  key: string,
  choices: Partial<{ columnasMapeadas: ColumnMapping } & Record<'unidades' | 'tipos' | 'categorias' | 'distribuidores', Record<string, unknown>>>,
  now = new Date(),
): void {
  const all = readAll();
  const old = all[key] ?? { columnasMapeadas: {}, unidades: {}, tipos: {}, categorias: {}, distribuidores: {}, usada: '' };
  all[key] = {
    columnasMapeadas: choices.columnasMapeadas ?? old.columnasMapeadas,
    unidades: { ...old.unidades, ...byNormalised(choices.unidades ?? {}) },
    tipos: { ...old.tipos, ...byNormalised(choices.tipos ?? {}) },
    categorias: { ...old.categorias, ...byNormalised(choices.categorias ?? {}) },
    distribuidores: { ...old.distribuidores, ...byNormalised(choices.distribuidores ?? {}) },
    usada: now.toISOString(),
  };
  const keys = Object.keys(all).sort((a, b) => all[b]!.usada.localeCompare(all[a]!.usada));
  for (const stale of keys.slice(MAX_PLANTILLAS)) delete all[stale];
  writeStored(STORAGE_KEYS.importacionPlantillas, all);
}
