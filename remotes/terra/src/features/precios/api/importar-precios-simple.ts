import type { ImportacionSimpleRequest, ImportSummary } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { terraPreciosKeys } from './keys';

/** The server refuses a request with more rows than this (MAX_FILAS_IMPORTACION). */
export const IMPORTACION_MAX_FILAS = 5000;

/** POST /api/terra/importar-precios/ : the simple import; one transaction, answers the summary. */
export async function importarPreciosSimple(body: ImportacionSimpleRequest): Promise<ImportSummary> {
  return (await http.post<ImportSummary>('/api/terra/importar-precios/', body)).data;
}

export const useImportarPreciosSimple = () => useInvalidatingMutation(importarPreciosSimple, terraPreciosKeys.precios);
