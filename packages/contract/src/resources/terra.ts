// The Terra area's resources, declared once (see ../resource.ts).
import type { Inmueble, PrecioProducto } from '../terra.js';
import type { CatalogoItem } from '../pueblo.js';
import { defineResource } from '../resource.js';

export const INMUEBLE_RESOURCE = defineResource<Inmueble>()({
  app: 'terra',
  model: 'inmueble',
  url: '/api/terra/inmuebles/',
  plural: 'inmuebles',
  fileName: 'inmuebles',
  fields: {
    codigo: { label: 'Código', sorted: true, searched: true },
    tipo_inmueble: { label: 'Tipo', sorted: true },
    direccion: { label: 'Dirección', searched: true },
    sector: { label: 'Sector', searched: true },
    ciudad: { label: 'Ciudad', sorted: true, searched: true },
    provincia: { label: 'Provincia', sorted: true, searched: true },
    latitud: { label: 'Latitud', listed: false },
    longitud: { label: 'Longitud', listed: false },
    niveles: { label: 'Niveles' },
    habitaciones: { label: 'Habitaciones' },
    banos: { label: 'Baños' },
    parqueos: { label: 'Parqueos' },
    activo: { label: 'Estado', sorted: true, text: (i) => (i.activo ? 'Activo' : 'Inactivo') },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'codigo',
  filters: { tipo_inmueble: { label: 'Tipo' }, activo: { label: 'Activo' } },
  editable: ['codigo', 'tipo_inmueble', 'direccion', 'sector', 'ciudad', 'provincia', 'latitud', 'longitud', 'niveles', 'habitaciones', 'banos', 'parqueos', 'activo'],
  removable: true,
});

/** A price with its currency, e.g. '12.50 DOP'. */
export const precioText = (p: Pick<PrecioProducto, 'valor' | 'moneda'>): string => `${p.valor} ${p.moneda}`;

/** The price list: each name is the row's copy (the orders walk one index each), searched by the product's and distributor's names. */
export const PRECIO_RESOURCE = defineResource<PrecioProducto>()({
  app: 'terra',
  model: 'precioproducto',
  url: '/api/terra/precios-productos/',
  plural: 'precios',
  fileName: 'precios',
  fields: {
    producto_nombre: { label: 'Producto', sorted: true, searched: true },
    unidad_nombre: { label: 'Unidad', sorted: true, searched: true },
    tipo_nombre: { label: 'Tipo', sorted: true, searched: true },
    categoria_nombre: { label: 'Categoría', sorted: true, searched: true },
    distribuidor_nombre: { label: 'Distribuidor', sorted: true, searched: true },
    fecha: { label: 'Fecha', sorted: true },
    valor: { label: 'Precio', sorted: true, text: precioText },
    moneda: { label: 'Moneda', listed: false },
    producto_id: { label: 'Id del producto', listed: false },
    distribuidor_id: { label: 'Id del distribuidor', listed: false },
    id: { label: 'Id', listed: false },
  },
  // Spec section 2: by product name, descending.
  defaultOrdering: '-producto_nombre',
  editable: ['valor', 'fecha'],
  removable: true,
});

export const DISTRIBUIDOR_RESOURCE = defineResource<CatalogoItem>()({
  app: 'terra',
  model: 'distribuidor',
  url: '/api/terra/distribuidores/',
  plural: 'distribuidores',
  fileName: 'distribuidores',
  fields: {
    nombre: { label: 'Nombre', sorted: true, searched: true },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre'],
  // Refused while prices are of the distributor.
  removable: true,
});
