import { useQuery } from '@tanstack/react-query';
import type { Equipo } from '@gestion/contract';
import { listQueryOptions, terraEquipoKeys } from '@gestion/api';

/** GET /terra/equipos/propios/ (no /api prefix): the teams the caller coordinates, with members and invitations. */
export const equiposPropiosQueryOptions = () =>
  listQueryOptions<Equipo>([...terraEquipoKeys.equipos, 'propios'], '/terra/equipos/propios/');

export const useEquiposPropios = () => useQuery(equiposPropiosQueryOptions());
