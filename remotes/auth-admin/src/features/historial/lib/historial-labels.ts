// How the history's codes read on screen: actions and object types as a person names them,
// dates in the Spanish format of the user's clock, values as text.
import { PERMISSION_MODELS } from '@gestion/contract/permissions';

/** The actions the server writes (repositories/historial.ts, HistorialAccion). */
export const ACCION_LABELS: Readonly<Record<string, string>> = {
  crear: 'Creación',
  modificar: 'Modificación',
  eliminar: 'Eliminación',
  activar: 'Activación',
  desactivar: 'Desactivación',
  cambiar_contrasena: 'Cambio de contraseña',
  registrar: 'Registro',
  importar: 'Importación',
  confirmar: 'Confirmación',
  descartar: 'Descarte',
  deshacer: 'Deshecha',
  proyectar: 'Proyección',
  actualizar: 'Actualización',
  invitar: 'Invitación',
  responder: 'Respuesta',
};

/**
 * Catalogue models the history never names: the catalogue itself, what the product computes when
 * read (a draw's parity, the expectativas) and the notifications it sends. Listing them in the
 * filter would offer choices that always find nothing.
 */
const NEVER_IN_HISTORY = new Set(['auth.permission', 'acmia.expectativa', 'rodox.sorteometricaparidad', 'terra.notificacion']);

/**
 * The object types the server writes (`app.model`), each read as what a person calls one record:
 * every model of the catalogue, named where its area declares it (@gestion/contract/resources/<area>),
 * and the one type that is no model (an import of prices).
 */
export const OBJETO_TIPO_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(PERMISSION_MODELS)
      .flatMap(([app, models]) => Object.entries(models).map(([model, name]) => [`${app}.${model}`, name] as const))
      .filter(([tipo]) => !NEVER_IN_HISTORY.has(tipo)),
  ),
  'terra.importacion': 'Importación de precios',
};

/** A code the map does not know yet (a newer server) shows as the server wrote it. */
export const accionLabel = (accion: string): string => ACCION_LABELS[accion] ?? accion;
export const objetoTipoLabel = (tipo: string): string => OBJETO_TIPO_LABELS[tipo] ?? tipo;

/** The object types for the filter, by their label. */
export const OBJETO_TIPO_OPTIONS = Object.entries(OBJETO_TIPO_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

const FECHA = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '26/11/2026, 11:20:05' in the browser's time zone. */
export function formatFecha(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FECHA.format(date);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NUMBER = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6 });

/** A field's value as text: '—' for none, 'Sí'/'No', dates and numbers in Spanish, lists joined. */
export function formatValor(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return NUMBER.format(value);
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatFecha(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : formatValor(v))).join(', ');
  return JSON.stringify(value);
}

/** A `detalle` key as a label: 'preciosRegistrados' and 'sorteos_agregados' → 'Precios registrados', 'Sorteos agregados'. */
export function detalleLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
