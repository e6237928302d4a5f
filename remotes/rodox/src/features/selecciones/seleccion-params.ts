import { useParams } from 'react-router-dom';

export const SIN_PARAMETROS = 'Agrega sigla y kardinal en la URL.';
export const SIN_SELECCIONES = 'No hay selecciones para los parámetros dados.';
export const ERROR_SELECCIONES = 'No se pudieron cargar las selecciones.';

/** sigla and kardinal of the URL; kardinal null unless it is a positive whole number. */
export function useSeleccionParams(): { sigla: string; kardinal: number | null } {
  const { sigla = '', kardinal = '' } = useParams();
  const n = /^\d{1,9}$/.test(kardinal) ? Number(kardinal) : 0;
  return { sigla: sigla.trim(), kardinal: n > 0 ? n : null };
}
