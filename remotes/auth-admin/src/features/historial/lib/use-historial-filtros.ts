import type { HistorialFiltros } from '@gestion/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The filters' query parameters: the API's own names, beside the list's page, page_size, search, ordering. */
export const FILTRO_NAMES = ['usuario', 'objeto_tipo', 'objeto_id', 'desde', 'hasta'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters of an address. A malformed person or day (a hand-edited link) is left out rather
 * than sent: the server would refuse the whole list for it.
 */
export function readHistorialFiltros(search: URLSearchParams): HistorialFiltros {
  const filtros: HistorialFiltros = {};
  const usuario = search.get('usuario');
  if (usuario && /^\d{1,9}$/.test(usuario) && Number(usuario) > 0) filtros.usuario = Number(usuario);
  const tipo = search.get('objeto_tipo')?.trim();
  if (tipo) filtros.objeto_tipo = tipo;
  const id = search.get('objeto_id')?.trim();
  if (id) filtros.objeto_id = id;
  for (const name of ['desde', 'hasta'] as const) {
    const day = search.get(name);
    if (day && DAY.test(day)) filtros[name] = day;
  }
  return filtros;
}

/** Sets or clears (undefined) filters in a copy of the address's parameters, back on page 1. */
export function writeHistorialFiltros(into: URLSearchParams, patch: Partial<Record<keyof HistorialFiltros, string | number | undefined>>): URLSearchParams {
  const next = new URLSearchParams(into);
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  // Another filter, another list: its first page (page 1 is the address without `page`).
  next.delete('page');
  return next;
}

/**
 * The history's filters kept in the address like the list's own parameters (useServerList keeps
 * the others' untouched): a reload, a copied link and back/forward show the same entries.
 */
export function useHistorialFiltros() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = FILTRO_NAMES.map((n) => searchParams.get(n) ?? '').join('\u0001');
  // One object while the filters hold (the list's query key and memos depend on it).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filtros = useMemo(() => readHistorialFiltros(searchParams), [key]);
  const setFiltros = useCallback(
    (patch: Partial<Record<keyof HistorialFiltros, string | number | undefined>>) => setSearchParams((prev) => writeHistorialFiltros(prev, patch)),
    [setSearchParams],
  );
  const clear = useCallback(
    () => setFiltros(Object.fromEntries(FILTRO_NAMES.map((n) => [n, undefined]))),
    [setFiltros],
  );
  return { filtros, setFiltros, clear, active: Object.keys(filtros).length > 0 };
}
