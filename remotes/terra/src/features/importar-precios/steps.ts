/** The seven steps of the wizard, as child routes of /terra/importar-precios (spec section 2). */
export const BASE_PATH = '/terra/importar-precios';

export const STEPS = [
  { slug: 'seleccionar-archivo', title: 'Seleccionar archivo' },
  { slug: 'mapear-columnas', title: 'Mapear columnas' },
  { slug: 'normalizar-unidades', title: 'Unidades' },
  { slug: 'normalizar-tipos', title: 'Tipos' },
  { slug: 'normalizar-categorias', title: 'Categorías' },
  { slug: 'normalizar-distribuidores', title: 'Distribuidores' },
  { slug: 'finalizar-importacion', title: 'Finalizar' },
] as const;

export type StepSlug = (typeof STEPS)[number]['slug'];

export const stepPath = (slug: StepSlug) => `${BASE_PATH}/${slug}`;
