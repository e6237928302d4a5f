import { useSyncExternalStore } from 'react';
import type { ImportSummary } from '@gestion/contract';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@gestion/session';
import type { ColumnMapping } from './columns';
import { clearRows } from './rows-store';
import type { FilaRechazada, LocalId } from './validation';

/** The file chosen: what it was and how it was read (its rows are in rows-store). */
export interface ArchivoInfo {
  nombre: string;
  tamano: number;
  filas: number;
  codificacion: string;
  separador: string;
  encabezados: string[];
  renombrados: string[];
  /** false when the rows could not be kept for a reload (no IndexedDB) */
  persistente: boolean;
}

export interface NuevoRegistro {
  id: `nuevo-${string}`;
  nombre: string;
}

/** The wizard's state under local storage key `importacionPrecios` (spec section 3's fields). */
export interface ImportacionState {
  archivo: ArchivoInfo | null;
  columnasMapeadas: ColumnMapping;
  /** rows that passed the final check (their count; the rows are derived from the file) */
  datosValidados: number | null;
  /** the rejected rows of the final check (the first ERRORES_GUARDADOS; `erroresTotal` counts all) */
  errores: FilaRechazada[];
  erroresTotal: number;
  /** distinct values of each column to match */
  unidades: string[];
  /** distinct products of the file */
  productos: number;
  tipos: string[];
  categorias: string[];
  distribuidores: string[];
  vinculosUnidades: Record<string, number>;
  mapeoTipos: Record<string, LocalId>;
  mapeoCategorias: Record<string, number>;
  mapeoDistribuidores: Record<string, LocalId>;
  /** types and distributors to create on the server at the final step */
  nuevosTipos: NuevoRegistro[];
  nuevosDistribuidores: NuevoRegistro[];
  resumen: ImportSummary | null;
}

/** Errors kept in local storage: a broken file of 100,000 rows would otherwise fill the quota. */
export const ERRORES_GUARDADOS = 1000;

export const EMPTY_STATE: ImportacionState = {
  archivo: null,
  columnasMapeadas: {},
  datosValidados: null,
  errores: [],
  erroresTotal: 0,
  unidades: [],
  productos: 0,
  tipos: [],
  categorias: [],
  distribuidores: [],
  vinculosUnidades: {},
  mapeoTipos: {},
  mapeoCategorias: {},
  mapeoDistribuidores: {},
  nuevosTipos: [],
  nuevosDistribuidores: [],
  resumen: null,
};

function read(): ImportacionState {
  const stored = readStored<Partial<ImportacionState> | null>(STORAGE_KEYS.importacionPrecios, null);
  return stored && typeof stored === 'object' ? { ...EMPTY_STATE, ...stored } : EMPTY_STATE;
}

let state: ImportacionState = read();
const listeners = new Set<() => void>();

export const wizardStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<ImportacionState>) {
    state = { ...state, ...patch };
    writeStored(STORAGE_KEYS.importacionPrecios, { ...state, errores: state.errores.slice(0, ERRORES_GUARDADOS) });
    listeners.forEach((l) => l());
  },
  /** 'Reiniciar': forgets the file, its rows and every choice. */
  async reset() {
    state = EMPTY_STATE;
    removeStored(STORAGE_KEYS.importacionPrecios);
    listeners.forEach((l) => l());
    await clearRows();
  },
  /** Re-reads local storage (tests, another tab). */
  reload() {
    state = read();
    listeners.forEach((l) => l());
  },
};

export const useWizardState = () => useSyncExternalStore(wizardStore.subscribe, wizardStore.get);
