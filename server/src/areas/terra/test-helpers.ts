// Shared by the Terra route tests: a small catalogue written straight to the database.
import { distribuidores, preciosProductos, productos, recursoCategorias, recursoTipos, unidadesMedida } from '../../db/schema/index.js';
import type { TestApp } from '../../test-utils.js';

export interface Catalogo {
  unidades: Record<'KG' | 'LT', number>;
  tipos: Record<'Material' | 'Equipo', number>;
  categorias: Record<'Construcción' | 'Eléctrico', number>;
  distribuidores: Record<'Ferretería Ñoño' | 'Bloques del Este', number>;
}

const ids = <K extends string>(rows: { id: number; nombre: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.nombre, r.id])) as Record<K, number>;

export async function seedCatalogo(app: TestApp): Promise<Catalogo> {
  const unidades = await app.db
    .insert(unidadesMedida)
    .values([
      { nombre: 'Kilogramo', abreviatura: 'KG' },
      { nombre: 'Litro', abreviatura: 'LT' },
    ])
    .returning({ id: unidadesMedida.id, nombre: unidadesMedida.abreviatura });
  const tipos = await app.db
    .insert(recursoTipos)
    .values([{ nombre: 'Material' }, { nombre: 'Equipo' }])
    .returning({ id: recursoTipos.id, nombre: recursoTipos.nombre });
  const categorias = await app.db
    .insert(recursoCategorias)
    .values([{ nombre: 'Construcción' }, { nombre: 'Eléctrico' }])
    .returning({ id: recursoCategorias.id, nombre: recursoCategorias.nombre });
  const dist = await app.db
    .insert(distribuidores)
    .values([{ nombre: 'Ferretería Ñoño' }, { nombre: 'Bloques del Este' }])
    .returning({ id: distribuidores.id, nombre: distribuidores.nombre });
  return { unidades: ids(unidades), tipos: ids(tipos), categorias: ids(categorias), distribuidores: ids(dist) };
}

export async function insertProducto(
  app: TestApp,
  values: { nombre_largo: string; unidad_id: number; tipo_id: number; categoria_id: number },
): Promise<number> {
  const [row] = await app.db.insert(productos).values(values).returning({ id: productos.id });
  return row!.id;
}

export async function insertPrecio(
  app: TestApp,
  values: { producto_id: number; distribuidor_id: number; fecha: string; valor: string },
): Promise<number> {
  const [row] = await app.db.insert(preciosProductos).values(values).returning({ id: preciosProductos.id });
  return row!.id;
}

export const countPrecios = (app: TestApp) => app.db.$count(preciosProductos);
export const countProductos = (app: TestApp) => app.db.$count(productos);
