// The Terra area's resources, declared once (see ../resource.ts).
import type { EquipoFila, EstadoImportacion, EstadoInvitacion, ImportacionFila, Invitacion, Inmueble, PrecioProducto, Producto, TipoInmueble } from '../terra.js';
import type { CatalogoItem } from '../pueblo.js';
import type { Profesion, UsuarioExtraFila } from '../usuario.js';
import { TIPOS_INMUEBLE } from '../enums.js';
import { defineResource } from '../resource.js';

/**
 * The terra app's models, each with what a person calls one record. A model here has its four
 * permissions, `terra.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const TERRA_MODELS = {
  producto: 'Producto',
  precioproducto: 'Precio de producto',
  distribuidor: 'Distribuidor',
  equipo: 'Equipo',
  invitacion: 'Invitación',
  notificacion: 'Notificación',
  inmueble: 'Inmueble',
  dashboardconfig: 'Preferencias del dashboard',
  usuarioextra: 'Perfil de usuario',
  profesion: 'Profesión',
} as const;

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

/** An import's states as its list names them. */
export const ESTADO_IMPORTACION_LABELS: Readonly<Record<EstadoImportacion, string>> = {
  abierta: 'Sin confirmar',
  confirmada: 'Confirmada',
  deshecha: 'Deshecha',
};

/**
 * The imports of prices, newest first: read with the prices' permission (they are how prices
 * came in). Not corrected one by one: a confirmed import is undone whole (POST
 * `${url}{id}/deshacer/`, terra.delete_precioproducto).
 */
export const IMPORTACION_RESOURCE = defineResource<ImportacionFila>()({
  app: 'terra',
  model: 'precioproducto',
  url: '/api/terra/importaciones/',
  plural: 'importaciones',
  fileName: 'importaciones',
  notFound: 'La importación no existe.',
  fields: {
    id: { label: 'Número', sorted: true },
    creada: { label: 'Fecha', sorted: true },
    archivo: { label: 'Archivo', searched: true },
    usuario_username: { label: 'Usuario', sorted: true, searched: true },
    estado: { label: 'Estado', text: (i) => ESTADO_IMPORTACION_LABELS[i.estado] },
    precios: { label: 'Precios registrados' },
    productos: { label: 'Productos registrados' },
  },
  defaultOrdering: '-id',
  readOnly: 'Registra lo que se importó de un archivo: no se corrige; una confirmada se deshace entera (sus precios y los productos que quedan sin precio).',
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

/**
 * A catalogue's record as the edit form asks for it: chosen by its name from the catalogue's whole
 * list (the server checks the id names a record), shown in the list and the file by the row's name.
 */
const referencia = (url: `/api/${string}/`) => ({ input: { choose: { url, label: 'nombre' } }, required: true }) as const;

export const PRODUCTO_RESOURCE = defineResource<Producto>()({
  app: 'terra',
  model: 'producto',
  url: '/api/terra/productos/',
  plural: 'productos',
  fileName: 'productos',
  fields: {
    // The limit of ProductoImportItemSchema (../terra.ts), which the correction checks too.
    nombre_largo: { label: 'Nombre', sorted: true, searched: true, required: true, max: 300 },
    // The references' columns show their names; the names are what the search reads.
    unidad_medida_id: { label: 'Unidad', text: (p) => p.unidad_nombre, ...referencia('/api/pueblo/unidades/todas/') },
    tipo_id: { label: 'Tipo', text: (p) => p.tipo_nombre, ...referencia('/api/pueblo/recursotipos/all-pagination-none/') },
    categoria_id: { label: 'Categoría', text: (p) => p.categoria_nombre, ...referencia('/api/pueblo/recursocategorias/all-pagination-none/') },
    unidad_nombre: { label: 'Nombre de la unidad', listed: false, searched: true },
    tipo_nombre: { label: 'Nombre del tipo', listed: false, searched: true },
    categoria_nombre: { label: 'Nombre de la categoría', listed: false, searched: true },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre_largo',
  editable: ['nombre_largo', 'unidad_medida_id', 'tipo_id', 'categoria_id'],
  // Refused while prices are of the product (they would name nothing); its prices are removed one
  // by one, or with the import that registered them.
  removable: true,
});

/** The teams as an administrator sees them: every team, whoever coordinates it. */
export const EQUIPO_RESOURCE = defineResource<EquipoFila>()({
  app: 'terra',
  model: 'equipo',
  url: '/api/terra/equipos/',
  plural: 'equipos',
  fileName: 'equipos',
  fields: {
    // The limits of EquipoCreateRequestSchema (../terra.ts), which the correction checks too.
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 150 },
    descripcion: { label: 'Descripción', searched: true, max: 2000 },
    coordinador_username: { label: 'Coordinador', searched: true },
    miembros: { label: 'Miembros' },
    invitaciones_pendientes: { label: 'Invitaciones pendientes' },
    coordinador_id: { label: 'Id del coordinador', listed: false },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  // Its coordinator is its creator (docs/domain.md, «Equipos e invitaciones»): not reassigned.
  editable: ['nombre', 'descripcion'],
  // Its invitations (its members among them) and their notifications go with it.
  removable: true,
});

/** An invitation's states as the teams screen names them. */
export const ESTADO_INVITACION_LABELS: Readonly<Record<EstadoInvitacion, string>> = {
  pendiente: 'Pendiente',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
};

/** Who was invited, or that the name is not shown yet (invited by id: hidden until they accept). */
export const invitadoText = (i: Pick<Invitacion, 'invitado_username'>): string => i.invitado_username || 'Sin revelar';

/**
 * Every team's invitations (an accepted one is a membership). Not at `/api/terra/invitaciones/`:
 * that list is the caller's own (the spec's dashboard call).
 */
export const INVITACION_RESOURCE = defineResource<Invitacion>()({
  app: 'terra',
  model: 'invitacion',
  url: '/api/terra/invitaciones-de-equipos/',
  plural: 'invitaciones',
  fileName: 'invitaciones',
  fields: {
    equipo_nombre: { label: 'Equipo', searched: true },
    equipo_coordinador: { label: 'Coordinador' },
    invitado_username: { label: 'Invitado', searched: true, text: invitadoText },
    estado: { label: 'Estado', sorted: true, text: (i) => ESTADO_INVITACION_LABELS[i.estado] },
    mensaje: { label: 'Mensaje' },
    equipo: { label: 'Id del equipo', listed: false },
    invitado: { label: 'Id del invitado', listed: false },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: '-id',
  filters: { estado: { label: 'Estado' }, equipo: { label: 'Equipo' } },
  readOnly: 'La envía el coordinador del equipo y la responde su invitado: nadie más la corrige. Eliminarla saca al invitado del equipo si la aceptó.',
  removable: true,
});

/** The profiles as an administrator sees them: one per user who opened theirs. */
export const USUARIO_EXTRA_RESOURCE = defineResource<UsuarioExtraFila>()({
  app: 'terra',
  model: 'usuarioextra',
  url: '/api/terra/usuarios-extra/',
  plural: 'perfiles',
  fileName: 'perfiles',
  fields: {
    username: { label: 'Usuario', sorted: true, searched: true },
    // The limits of UsuarioExtraUpdateRequestSchema (../usuario.ts), which the correction checks too.
    apodo: { label: 'Apodo', sorted: true, searched: true, max: 60 },
    avatar: { label: 'Avatar', listed: false, max: 500 },
    bio: { label: 'Bio', max: 2000 },
    profesiones: { label: 'Profesiones', text: (p) => p.profesiones.join(', ') },
    telefonos: { label: 'Teléfonos', text: (p) => p.telefonos.map((t) => `${t.numero} (${t.tipo})`).join(', ') },
    usuario_id: { label: 'Id del usuario', listed: false },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'username',
  // Its professions and phones are its owner's choice (PUT /api/usuario-extra/{id}/).
  editable: ['apodo', 'avatar', 'bio'],
  readOnly: 'Un perfil se va con su usuario: no se elimina aparte.',
});

/** The professions a profile chooses from. */
export const PROFESION_RESOURCE = defineResource<Profesion>()({
  app: 'terra',
  model: 'profesion',
  url: '/api/terra/profesiones/',
  plural: 'profesiones',
  fileName: 'profesiones',
  fields: {
    // The limit of ProfesionCreateRequestSchema (../usuario.ts).
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 100 },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre'],
  // Refused while profiles have it.
  removable: true,
  // POST answers the one of that name if it exists (a retry never duplicates).
  creatable: ['nombre'],
});
