// Arranges, through the real API, the catalogue an import-wizard test matches against, and reads
// back the prices it imported.
import type { CatalogoItem, Paginated, PermissionKey, PrecioProducto, Unidad, UnidadConVariantes } from '@gestion/contract';
import { expect, type Page } from '@playwright/test';
import { admin, call, unique } from './api';

/** What a user needs to run the whole wizard. */
export const WIZARD_PERMISSIONS: PermissionKey[] = [
  'terra.import_precioproducto',
  'pueblo.view_unidadmedida',
  'pueblo.add_unidadmedidavariante',
  'pueblo.view_recursotipo',
  'pueblo.add_recursotipo',
  'pueblo.view_recursocategoria',
  'pueblo.add_recursocategoria',
  'terra.view_distribuidor',
  'terra.add_distribuidor',
  'terra.add_producto',
  'terra.add_precioproducto',
  'terra.view_precioproducto',
];

export interface WizardCatalogo {
  /** a tag unique to this run, inside every name */
  tag: string;
  unidad: Unidad;
  tipo: CatalogoItem;
  categoria: CatalogoItem;
  distribuidor: CatalogoItem;
}

/** One unit, type, category and distributor with names unique to this run. */
export async function arrangeCatalogo(): Promise<WizardCatalogo> {
  const token = await admin();
  const tag = unique('w').slice(-8).toUpperCase();
  const unidad = await call<UnidadConVariantes>('POST', '/api/pueblo/unidades/', token, { nombre: `Saco ${tag}`, abreviatura: `SC${tag}` });
  const tipo = await call<CatalogoItem>('POST', '/api/pueblo/recursotipos/', token, { nombre: `Material ${tag}` });
  const categoria = await call<CatalogoItem>('POST', '/api/pueblo/recursocategorias/', token, { nombre: `Construcción ${tag}` });
  const distribuidor = await call<CatalogoItem>('POST', '/api/terra/distribuidores/', token, { nombre: `Ferretería ${tag}` });
  return { tag, unidad, tipo, categoria, distribuidor };
}

/** The prices whose names contain `search` (the price list's search). */
export async function preciosCon(search: string): Promise<PrecioProducto[]> {
  const page = await call<Paginated<PrecioProducto>>('GET', `/api/terra/precios-productos/?search=${encodeURIComponent(search)}&page_size=100`, await admin());
  return page.results;
}

export async function unidadConVariantes(id: number): Promise<UnidadConVariantes | undefined> {
  const all = await call<UnidadConVariantes[]>('GET', '/api/pueblo/unidades/todas-con-variantes/', await admin());
  return all.find((u) => u.id === id);
}

/** The wizard's steps, in order, after the file is chosen. */
const PASOS = ['mapear-columnas', 'normalizar-unidades', 'normalizar-tipos', 'normalizar-categorias', 'normalizar-distribuidores', 'finalizar-importacion'];

/**
 * From the chosen file to the last step with 'Continuar' alone: a file whose every value is the
 * catalogue's own passes each matching step by itself.
 */
export async function continuarHastaFinalizar(page: Page, base: string): Promise<void> {
  const continuar = page.getByRole('button', { name: 'Continuar' });
  for (const step of PASOS) {
    await expect(continuar).toBeEnabled({ timeout: 30_000 });
    await continuar.click();
    await expect(page).toHaveURL(`${base}/${step}`, { timeout: 30_000 });
  }
}
