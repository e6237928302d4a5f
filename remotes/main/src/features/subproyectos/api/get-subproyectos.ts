import { useQuery } from '@tanstack/react-query';
import type { Subproyecto } from '@gestion/contract';
import { listQueryOptions, mainKeys } from '@gestion/api';

/** GET /subproyectos/ (no /api prefix, as the spec lists it): plain list ordered by nombre. */
export const subproyectosQueryOptions = () =>
  listQueryOptions<Subproyecto>([...mainKeys.subproyectos, 'list'], '/subproyectos/');

export const useSubproyectos = () => useQuery(subproyectosQueryOptions());
