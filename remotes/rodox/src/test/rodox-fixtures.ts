import type { Contexto, Seleccion, Sorteo } from '@gestion/contract';

export const CONTEXTO: Contexto = {
  id: 1,
  sigla: 'lesa-mill',
  familia: 'lesa',
  tipo: 'mill',
  nombre: 'Lesa Mill',
  numero_min: 1,
  numero_max: 38,
  cantidad: 6,
  fuente_url: null,
};

export const sorteo = (kardinal: number, fecha_utc: string, numeros_lista: number[]): Sorteo => ({
  id: kardinal,
  kardinal,
  fecha_utc,
  numeros_lista,
  pares_cantidad: numeros_lista.filter((n) => n % 2 === 0).length,
});

export const seleccion = (id: number, sonador_sigla: string, ordinal: number, numeros_lista: number[], numeros_comunes_cantidad: number | null = null): Seleccion => ({
  id,
  proyeccion: 1,
  kandidatura: 241,
  ordinal,
  numeros_lista,
  sonador_sigla,
  pares_cantidad: 0,
  impares_cantidad: 0,
  tricero_cantidad: 0,
  triuno_cantidad: 0,
  tridos_cantidad: 0,
  superiores_cantidad: 0,
  inferiores_cantidad: 0,
  comunes_a01_cantidad: null,
  comunes_a02_cantidad: null,
  comunes_a03_cantidad: null,
  numeros_comunes_cantidad,
});
