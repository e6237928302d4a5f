/** Key prefixes of the Rodox server lists: invalidating one refreshes every page of it. */
export const rodoxListKeys = {
  metricaConfigs: ['rodox', 'metrica-configs'] as const,
  jornadas: ['rodox', 'jornadas'] as const,
  proyecciones: ['rodox', 'proyecciones'] as const,
  seleccionesDeProyeccion: ['rodox', 'selecciones', 'proyeccion'] as const,
};
