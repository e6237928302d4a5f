// The enumerations of the wire, once: the areas' schemas (Type.Union of their literals) and types
// derive from these arrays, and the server's and the screens' code read them from here. This
// module imports nothing, so a screen that lists the values (a Select's options) takes these few
// bytes and not TypeBox (the schemas' modules import it). The database's check constraints
// (server/src/db/schema) hold the same values.

/** A task's states (main). */
export const TAREA_ESTADOS = ['pendiente', 'completada', 'descartada'] as const;

/** What a Rodox metric computes (server/src/areas/rodox/domain/metrica-window.ts). */
export const METRICA_TIPOS = ['frecuencial', 'recencial', 'gradal', 'multiplal', 'pasal'] as const;

/** How a Rodox dreamer (sonador) picks its numbers: the catalogue's A, B, C and D, in order. */
export const REGLAS_SONADOR = ['primeros', 'paridad', 'residuos', 'mitades'] as const;

/** An import of prices (terra): being filled (not confirmed), confirmed (its prices stand), or undone. */
export const ESTADOS_IMPORTACION = ['abierta', 'confirmada', 'deshecha'] as const;

/** A team invitation's states (terra). */
export const ESTADOS_INVITACION = ['pendiente', 'aceptada', 'rechazada'] as const;

/** What the invitee may answer: an invitation's states but the first. */
export const RESPUESTAS_INVITACION = ['aceptada', 'rechazada'] as const;

/** To the invitee ('invitacion') or to the team's coordinator ('respuesta_invitacion'). */
export const TIPOS_NOTIFICACION = ['invitacion', 'respuesta_invitacion'] as const;

/** A property's kinds (terra). */
export const TIPOS_INMUEBLE = ['casa', 'apartamento', 'local', 'solar', 'nave', 'oficina', 'otro'] as const;

/** A profile's phone kinds (user). */
export const TIPOS_TELEFONO = ['movil', 'casa', 'trabajo', 'otro'] as const;
