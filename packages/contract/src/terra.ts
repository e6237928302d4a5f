// The Terra area's wire (spec section 7 "Pueblo and Terra prices", "Terra teams and properties"):
// each request and response schema the server validates and serializes with, and its type. The
// browser imports the types only. A response's properties are written in the order the server
// sends them.
import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { ESTADOS_IMPORTACION, ESTADOS_INVITACION, RESPUESTAS_INVITACION, TIPOS_INMUEBLE, TIPOS_NOTIFICACION } from './enums.js';
import type { ListQuery } from './list.js';
import { IdSchema, Nullable, OneOf } from './wire.js';

/** An item of GET /api/terra/precios-productos/ (`valor`: decimal text with two decimals). */
export const PrecioProductoSchema = Type.Object({
  id: Type.Integer(),
  producto_id: Type.Integer(),
  distribuidor_id: Type.Integer(),
  producto_nombre: Type.String(),
  unidad_nombre: Type.String(),
  tipo_nombre: Type.String(),
  categoria_nombre: Type.String(),
  distribuidor_nombre: Type.String(),
  fecha: Type.String({ description: 'yyyy-mm-dd' }),
  valor: Type.String({ description: 'Decimal con dos decimales, como texto.' }),
  moneda: Type.String(),
});
export interface PrecioProducto extends Static<typeof PrecioProductoSchema> {}

/**
 * PATCH /api/terra/precios-productos/{id}/ : the value (number or decimal text, two decimals at
 * most) and the date ('yyyy-mm-dd') of a price, checked as the imports check them. Its product and
 * distributor are what the price is of: a different one is another price.
 */
export const PrecioProductoUpdateRequestSchema = Type.Partial(
  Type.Object({ valor: Type.Union([Type.Number(), Type.String({ maxLength: 40 })]), fecha: Type.String({ maxLength: 40 }) }),
);
export interface PrecioProductoUpdateRequest extends Static<typeof PrecioProductoUpdateRequestSchema> {}

/** The columns the price list sorts by (the server's PRECIO_ORDERING). */
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

// ---- imports ----------------------------------------------------------------------------------

/** Rows per import request at most (the wizard sends larger files in chunks of this size). */
export const MAX_FILAS_IMPORTACION = 5000;

const filas = <T extends TSchema>(item: T) =>
  Type.Array(item, { maxItems: MAX_FILAS_IMPORTACION, description: `Como máximo ${MAX_FILAS_IMPORTACION} filas por solicitud.` });

const PrecioValorSchema = Type.Union([Type.Number(), Type.String({ maxLength: 40 })], { description: 'Número o texto decimal, con 2 decimales como máximo.' });

/** The imported file's name: the server keeps it only in the import's history entry. */
export const ArchivoImportadoSchema = Type.String({ maxLength: 255, description: 'Nombre del archivo importado (se guarda en el historial).' });
export type ArchivoImportado = Static<typeof ArchivoImportadoSchema>;

/** One product of POST /api/terra/productos/importar/ (`productos_data`). */
export const ProductoImportItemSchema = Type.Object({
  nombre_largo: Type.String({ maxLength: 300 }),
  unidad_medida_id: IdSchema,
  tipo_id: IdSchema,
  categoria_id: IdSchema,
});
export interface ProductoImportItem extends Static<typeof ProductoImportItemSchema> {}

export const ProductoImportRequestSchema = Type.Object({
  productos_data: filas(ProductoImportItemSchema),
  archivo: Type.Optional(ArchivoImportadoSchema),
});
export interface ProductoImportRequest extends Static<typeof ProductoImportRequestSchema> {}

/** A product as the import answers it (created or found). */
export const ProductoSchema = Type.Object({
  id: Type.Integer(),
  nombre_largo: Type.String(),
  unidad_medida_id: Type.Integer(),
  tipo_id: Type.Integer(),
  categoria_id: Type.Integer(),
  unidad_nombre: Type.String(),
  tipo_nombre: Type.String(),
  categoria_nombre: Type.String(),
});
export interface Producto extends Static<typeof ProductoSchema> {}

/**
 * PATCH /api/terra/productos/{id}/ : what a person typed of a product (its name, unit, type and
 * category), checked as the import checks them; the prices' copies of the names follow.
 */
export const ProductoUpdateRequestSchema = Type.Partial(ProductoImportItemSchema);
export interface ProductoUpdateRequest extends Static<typeof ProductoUpdateRequestSchema> {}

/** One per row of `productos_data`, in its order: productos[i] is the product of productos_data[i]. */
export const ProductoImportResponseSchema = Type.Object({
  productos: Type.Array(ProductoSchema, { description: 'Uno por fila de productos_data, en su orden.' }),
});
export interface ProductoImportResponse extends Static<typeof ProductoImportResponseSchema> {}

/** One price of POST /api/terra/precios-productos/importar/ (`precios_data`); fecha 'yyyy-mm-dd'. */
export const PrecioImportItemSchema = Type.Object({
  producto_id: IdSchema,
  precio: PrecioValorSchema,
  fecha: Type.String({ maxLength: 40, description: 'yyyy-mm-dd' }),
  distribuidor_id: IdSchema,
});
export interface PrecioImportItem extends Static<typeof PrecioImportItemSchema> {}

export const PrecioImportRequestSchema = Type.Object({
  precios_data: filas(PrecioImportItemSchema),
  importacion_id: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: 'Con una importación abierta (POST /api/terra/importaciones/): prepara las filas en ella en vez de registrarlas; se registran todas juntas al confirmarla.',
    }),
  ),
  archivo: Type.Optional(ArchivoImportadoSchema),
});
export interface PrecioImportRequest extends Static<typeof PrecioImportRequestSchema> {}

/** Body of POST /api/terra/importaciones/ and of its confirmar/: both write a history entry. */
export const ImportacionArchivoRequestSchema = Type.Object({ archivo: Type.Optional(ArchivoImportadoSchema) });
export interface ImportacionArchivoRequest extends Static<typeof ImportacionArchivoRequestSchema> {}

/** POST /api/terra/importaciones/ (201): a chunked import, to fill and then confirm; unconfirmed past `expires_at`, it and its staged rows are dropped. */
export const ImportacionAbiertaSchema = Type.Object({ id: Type.Integer(), expires_at: Type.String({ format: 'date-time' }) });
export interface ImportacionAbierta extends Static<typeof ImportacionAbiertaSchema> {}

/** The summary both imports answer. */
export const ImportSummarySchema = Type.Object({
  productosRegistrados: Type.Integer(),
  preciosRegistrados: Type.Integer(),
  detalles: Type.Array(Type.String()),
  error: Nullable(Type.String()),
  preparados: Type.Optional(Type.Integer({ description: 'Con importacion_id: filas que la importación tiene preparadas hasta ahora.' })),
  importacion_id: Type.Optional(Type.Integer({ description: 'La importación registrada: POST /api/terra/importaciones/{id}/deshacer/ la deshace.' })),
});
export interface ImportSummary extends Static<typeof ImportSummarySchema> {}

/** POST /api/terra/importaciones/{id}/deshacer/ (terra.delete_precioproducto): what the undo removed. */
export const ImportacionDeshechaSchema = Type.Object({
  detail: Type.String(),
  precios: Type.Integer({ description: 'Precios eliminados.' }),
  productos: Type.Integer({ description: 'Productos eliminados: los que sus precios nombraban y quedaron sin ninguno.' }),
});
export interface ImportacionDeshecha extends Static<typeof ImportacionDeshechaSchema> {}

/** An import's state: open (being filled, not confirmed), confirmed (its prices stand) or undone. */
export const EstadoImportacionSchema = OneOf(ESTADOS_IMPORTACION);
export type EstadoImportacion = Static<typeof EstadoImportacionSchema>;

/** GET /api/terra/importaciones/ (terra.view_precioproducto): the imports of prices, newest first. */
export const ImportacionFilaSchema = Type.Object({
  id: Type.Integer(),
  archivo: Nullable(Type.String()),
  usuario_username: Type.String({ description: 'Quien la hizo.' }),
  creada: Type.String({ description: 'Cuándo empezó: «aaaa-mm-dd hh:mm» (UTC).' }),
  estado: EstadoImportacionSchema,
  precios: Nullable(Type.Integer({ description: 'Precios que registró al confirmarse; null si no se confirmó.' })),
  productos: Nullable(Type.Integer({ description: 'Productos que registró al confirmarse; null si no se confirmó.' })),
});
export interface ImportacionFila extends Static<typeof ImportacionFilaSchema> {}

/** One row of the simple import, POST /api/terra/importar-precios/ (`datos`). */
export const ImportacionSimpleFilaSchema = Type.Object({
  descripcion: Type.String({ maxLength: 300 }),
  tipo: Type.String({ maxLength: 150 }),
  categoria: Type.String({ maxLength: 150 }),
  unidad: Type.Optional(Type.String({ maxLength: 100 })),
  precio: PrecioValorSchema,
  unidad_id: Type.Optional(Type.Union([IdSchema, Type.Null()], { description: 'La unidad; sin ella se busca por unidad (nombre, abreviatura o variante).' })),
  fila: Type.Optional(Type.Integer({ minimum: 1, description: 'La fila del CSV (el encabezado es la 1); los errores la nombran. Por omisión, posición + 2.' })),
});
export interface ImportacionSimpleFila extends Static<typeof ImportacionSimpleFilaSchema> {}

export const ImportacionSimpleRequestSchema = Type.Object({
  datos: filas(ImportacionSimpleFilaSchema),
  archivo: Type.Optional(ArchivoImportadoSchema),
});
export interface ImportacionSimpleRequest extends Static<typeof ImportacionSimpleRequestSchema> {}

// ---- teams, invitations, notifications (spec section 7 "Terra teams and properties") ----------

export const UsuarioRefSchema = Type.Object({ id: Type.Integer(), username: Type.String() });
export interface UsuarioRef extends Static<typeof UsuarioRefSchema> {}

export const EstadoInvitacionSchema = OneOf(ESTADOS_INVITACION);
export type EstadoInvitacion = Static<typeof EstadoInvitacionSchema>;

export const InvitacionSchema = Type.Object({
  id: Type.Integer(),
  equipo: Type.Integer(),
  equipo_nombre: Type.String(),
  /** the coordinator's username */
  equipo_coordinador: Type.String(),
  invitado: Type.Integer(),
  invitado_username: Type.String(),
  estado: EstadoInvitacionSchema,
  mensaje: Type.String(),
});
export interface Invitacion extends Static<typeof InvitacionSchema> {}

/** A team with its coordinator, members (accepted invitations) and every invitation. */
export const EquipoSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  coordinador: UsuarioRefSchema,
  miembros: Type.Array(UsuarioRefSchema),
  invitaciones: Type.Array(InvitacionSchema),
});
export interface Equipo extends Static<typeof EquipoSchema> {}

/** POST /terra/equipos/ */
export const EquipoCreateRequestSchema = Type.Object({ nombre: Type.String({ maxLength: 150 }), descripcion: Type.Optional(Type.String({ maxLength: 2000 })) });
export interface EquipoCreateRequest extends Static<typeof EquipoCreateRequestSchema> {}

/** PATCH /api/terra/equipos/{id}/ : a team's name and description, checked as the create checks them. */
export const EquipoUpdateRequestSchema = Type.Partial(EquipoCreateRequestSchema);
export interface EquipoUpdateRequest extends Static<typeof EquipoUpdateRequestSchema> {}

/** An item of GET /api/terra/equipos/ (the administrators' list): a team with its counts. */
export const EquipoFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  coordinador_id: Type.Integer(),
  coordinador_username: Type.String(),
  miembros: Type.Integer({ description: 'Invitaciones aceptadas.' }),
  invitaciones_pendientes: Type.Integer(),
});
export interface EquipoFila extends Static<typeof EquipoFilaSchema> {}

/** POST /terra/equipos/{id}/invitar/ : one of the two. */
export const InvitarRequestSchema = Type.Object({ usuario_id: Type.Optional(IdSchema), username: Type.Optional(Type.String({ maxLength: 150 })) });
export interface InvitarRequest extends Static<typeof InvitarRequestSchema> {}

/** POST /terra/invitaciones/{id}/responder/ */
export const ResponderInvitacionRequestSchema = Type.Object({
  estado: OneOf(RESPUESTAS_INVITACION),
  mensaje: Type.Optional(Type.String({ maxLength: 2000 })),
});
export interface ResponderInvitacionRequest extends Static<typeof ResponderInvitacionRequestSchema> {}

export const NotificacionSchema = Type.Object({
  id: Type.Integer(),
  /** 'invitacion' (to the invitee) or 'respuesta_invitacion' (to the coordinator) */
  tipo: OneOf(TIPOS_NOTIFICACION),
  mensaje: Type.String(),
  estado: EstadoInvitacionSchema,
  equipo: Type.Integer(),
  equipo_nombre: Type.String(),
  /** the invitee's username */
  invitado: Type.String(),
});
export interface Notificacion extends Static<typeof NotificacionSchema> {}

// ---- properties -------------------------------------------------------------------------------

export const TipoInmuebleSchema = OneOf(TIPOS_INMUEBLE);
export type TipoInmueble = Static<typeof TipoInmuebleSchema>;

const CoordenadaSchema = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Null()]));
const cantidad = (minimum: number) => Type.Optional(Type.Integer({ minimum, maximum: 1000 }));
const texto = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** POST /api/terra/inmuebles/ ; latitud/longitud: number or decimal text (6 decimals), blank = none. */
export const InmuebleCreateRequestSchema = Type.Object({
  codigo: Type.String({ maxLength: 50 }),
  tipo_inmueble: TipoInmuebleSchema,
  direccion: texto(300),
  sector: texto(150),
  ciudad: texto(150),
  provincia: texto(150),
  latitud: CoordenadaSchema,
  longitud: CoordenadaSchema,
  niveles: cantidad(1),
  habitaciones: cantidad(0),
  banos: cantidad(0),
  parqueos: cantidad(0),
  activo: Type.Optional(Type.Boolean()),
});
export interface InmuebleCreateRequest extends Static<typeof InmuebleCreateRequestSchema> {}

/** PATCH /api/terra/inmuebles/{id}/ : the fields sent, checked as the create checks them. */
export const InmuebleUpdateRequestSchema = Type.Partial(InmuebleCreateRequestSchema);
export interface InmuebleUpdateRequest extends Static<typeof InmuebleUpdateRequestSchema> {}

/** A property as registered; `tipo_inmueble` as stored (the create validates it). */
export const InmuebleSchema = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  tipo_inmueble: Type.String(),
  direccion: Type.String(),
  sector: Type.String(),
  ciudad: Type.String(),
  provincia: Type.String(),
  /** decimal text with 6 decimals, or null */
  latitud: Nullable(Type.String()),
  longitud: Nullable(Type.String()),
  niveles: Type.Integer(),
  habitaciones: Type.Integer(),
  banos: Type.Integer(),
  parqueos: Type.Integer(),
  activo: Type.Boolean(),
});
export interface Inmueble extends Static<typeof InmuebleSchema> {}
