// The Terra area's resources, declared once (see ../resource.ts).
import type { Inmueble, PrecioProducto, TipoInmueble } from '../terra.js';
import type { CatalogoItem } from '../pueblo.js';
import { TIPOS_INMUEBLE } from '../enums.js';
import { defineResource } from '../resource.js';

/** A property's kinds as spec section 5 names them, in the wire's order. */
export const TIPO_INMUEBLE_LABELS: Readonly<Record<TipoInmueble, string>> = {
  casa: 'Casa',
  apartamento: 'Apartamento',
  local: 'Local comercial',
  solar: 'Solar/Terreno',
  nave: 'Nave industrial',
  oficina: 'Oficina',
  otro: 'Otro',
};

// The limits of InmuebleCreateRequestSchema (../terra.ts), which the correction checks too.
const cantidad = (min: number) => ({ input: 'integer', required: true, min, max: 1000 }) as const;

export const INMUEBLE_RESOURCE = defineResource<Inmueble>()({
  app: 'terra',
  model: 'inmueble',
  url: '/api/terra/inmuebles/',
  plural: 'inmuebles',
  fileName: 'inmuebles',
  fields: {
    codigo: { label: 'Código', sorted: true, searched: true, required: true, max: 50 },
    tipo_inmueble: { label: 'Tipo', sorted: true, required: true, input: { options: TIPOS_INMUEBLE, labels: TIPO_INMUEBLE_LABELS } },
    direccion: { label: 'Dirección', searched: true, max: 300 },
    sector: { label: 'Sector', searched: true, max: 150 },
    ciudad: { label: 'Ciudad', sorted: true, searched: true, max: 150 },
    provincia: { label: 'Provincia', sorted: true, searched: true, max: 150 },
    latitud: { label: 'Latitud', listed: false, input: { decimals: 6 }, min: -90, max: 90 },
    longitud: { label: 'Longitud', listed: false, input: { decimals: 6 }, min: -180, max: 180 },
    niveles: { label: 'Niveles', ...cantidad(1) },
    habitaciones: { label: 'Habitaciones', ...cantidad(0) },
    banos: { label: 'Baños', ...cantidad(0) },
    parqueos: { label: 'Parqueos', ...cantidad(0) },
    activo: { label: 'Estado', sorted: true, text: (i) => (i.activo ? 'Activo' : 'Inactivo'), input: 'boolean' },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'codigo',
  filters: {
    tipo_inmueble: { label: 'Tipo', input: { options: TIPOS_INMUEBLE, labels: TIPO_INMUEBLE_LABELS } },
    activo: { label: 'Estado', input: { options: ['true', 'false'], labels: { true: 'Activo', false: 'Inactivo' } } },
  },
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
    // yyyy-mm-dd, checked by the server as the imports check it.
    fecha: { label: 'Fecha', sorted: true, required: true, max: 10 },
    valor: { label: 'Precio', sorted: true, text: precioText, required: true, input: { decimals: 2 }, min: 0 },
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
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 150 },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre'],
  // Refused while prices are of the distributor.
  removable: true,
});
