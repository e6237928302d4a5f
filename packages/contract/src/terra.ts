// Request/response types of Terra prices and the Pueblo catalogues they use (spec section 7
// "Pueblo and Terra prices"). Types only: the server and @gestion/api import them with `import type`.
import type { ListQuery } from './list.js';

/** An item of GET /api/terra/precios-productos/ (`valor`: decimal text with two decimals). */
export interface PrecioProducto {
  id: number;
  producto_id: number;
  distribuidor_id: number;
  producto_nombre: string;
  unidad_nombre: string;
  tipo_nombre: string;
  categoria_nombre: string;
  distribuidor_nombre: string;
  fecha: string;
  valor: string;
  moneda: string;
}

export type PrecioProductoOrdenable =
  | 'producto_nombre'
  | 'unidad_nombre'
  | 'tipo_nombre'
  | 'categoria_nombre'
  | 'distribuidor_nombre'
  | 'fecha'
  | 'valor';

/** GET /api/terra/precios-productos/ : `{count, results}`; default ordering `-producto_nombre`. */
export type PrecioProductoListQuery = ListQuery;

/** One product of POST /api/terra/productos/importar/ (`productos_data`). */
export interface ProductoImportItem {
  nombre_largo: string;
  unidad_medida_id: number;
  tipo_id: number;
  categoria_id: number;
}

/** The imported file's name (at most 255 characters): the server keeps it only in the import's history entry. */
export type ArchivoImportado = string;

export interface ProductoImportRequest {
  productos_data: ProductoImportItem[];
  archivo?: ArchivoImportado;
}

/** A product as the import answers it (created or found). */
export interface Producto {
  id: number;
  nombre_largo: string;
  unidad_medida_id: number;
  tipo_id: number;
  categoria_id: number;
  unidad_nombre: string;
  tipo_nombre: string;
  categoria_nombre: string;
}

export interface ProductoImportResponse {
  /** One per row of `productos_data`, in its order: productos[i] is the product of productos_data[i]. */
  productos: Producto[];
}

/** One price of POST /api/terra/precios-productos/importar/ (`precios_data`); fecha 'yyyy-mm-dd'. */
export interface PrecioImportItem {
  producto_id: number;
  precio: number | string;
  fecha: string;
  distribuidor_id: number;
}

export interface PrecioImportRequest {
  precios_data: PrecioImportItem[];
  /** stage the rows in this open import (POST /api/terra/importaciones/) instead of inserting them */
  importacion_id?: number | null;
  archivo?: ArchivoImportado;
}

/** Body of POST /api/terra/importaciones/ and of its confirmar/: both write a history entry. */
export interface ImportacionArchivoRequest {
  archivo?: ArchivoImportado;
}

/** POST /api/terra/importaciones/ (201): a chunked import, to fill and then confirm. */
export interface ImportacionAbierta {
  id: number;
  /** ISO instant: unconfirmed past it, the import and its staged rows are dropped */
  expires_at: string;
}

/** The summary both imports answer. */
export interface ImportSummary {
  productosRegistrados: number;
  preciosRegistrados: number;
  detalles: string[];
  error: string | null;
  /** only when staging (`importacion_id`): rows the import holds so far */
  preparados?: number;
}

/** One row of the simple import, POST /api/terra/importar-precios/ (`datos`). */
export interface ImportacionSimpleFila {
  descripcion: string;
  tipo: string;
  categoria: string;
  unidad: string;
  precio: number | string;
  /** the unit; without it the server resolves `unidad` by name, abbreviation or variant */
  unidad_id?: number | null;
  /** the row of the CSV (the header is row 1) that the server's errors name; default index + 2 */
  fila?: number;
}

export interface ImportacionSimpleRequest {
  datos: ImportacionSimpleFila[];
  archivo?: ArchivoImportado;
}

// Teams, invitations, notifications (spec section 7 "Terra teams and properties").

export interface UsuarioRef {
  id: number;
  username: string;
}

export type EstadoInvitacion = 'pendiente' | 'aceptada' | 'rechazada';

export interface Invitacion {
  id: number;
  equipo: number;
  equipo_nombre: string;
  /** the coordinator's username */
  equipo_coordinador: string;
  invitado: number;
  invitado_username: string;
  estado: EstadoInvitacion;
  mensaje: string;
}

/** A team with its coordinator, members (accepted invitations) and every invitation. */
export interface Equipo {
  id: number;
  nombre: string;
  descripcion: string;
  coordinador: UsuarioRef;
  miembros: UsuarioRef[];
  invitaciones: Invitacion[];
}

/** POST /terra/equipos/ */
export interface EquipoCreateRequest {
  nombre: string;
  descripcion?: string;
}

/** POST /terra/equipos/{id}/invitar/ : one of the two. */
export interface InvitarRequest {
  usuario_id?: number;
  username?: string;
}

/** POST /terra/invitaciones/{id}/responder/ */
export interface ResponderInvitacionRequest {
  estado: 'aceptada' | 'rechazada';
  mensaje?: string;
}

export interface Notificacion {
  id: number;
  /** 'invitacion' (to the invitee) or 'respuesta_invitacion' (to the coordinator) */
  tipo: 'invitacion' | 'respuesta_invitacion';
  mensaje: string;
  estado: EstadoInvitacion;
  equipo: number;
  equipo_nombre: string;
  /** the invitee's username */
  invitado: string;
}

export type TipoInmueble = 'casa' | 'apartamento' | 'local' | 'solar' | 'nave' | 'oficina' | 'otro';

/** POST /api/terra/inmuebles/ ; latitud/longitud: number or decimal text (6 decimals), blank = none. */
export interface InmuebleCreateRequest {
  codigo: string;
  tipo_inmueble: TipoInmueble;
  direccion?: string;
  sector?: string;
  ciudad?: string;
  provincia?: string;
  latitud?: number | string | null;
  longitud?: number | string | null;
  niveles?: number;
  habitaciones?: number;
  banos?: number;
  parqueos?: number;
  activo?: boolean;
}

export interface Inmueble {
  id: number;
  codigo: string;
  tipo_inmueble: TipoInmueble;
  direccion: string;
  sector: string;
  ciudad: string;
  provincia: string;
  /** decimal text with 6 decimals, or null */
  latitud: string | null;
  longitud: string | null;
  niveles: number;
  habitaciones: number;
  banos: number;
  parqueos: number;
  activo: boolean;
}
