import { proyeccionesQueryOptions } from '../api/get-proyecciones';
import type { Proyeccion } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { PROYECCION_RESOURCE } from '@gestion/contract/resources/rodox';
import { ResourceListPage, useRecordActions, useServerList, type ServerTableColumn } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { VolverButton } from '../../../components/volver-button';

/** Spec section 9: the projection search applies after 600 ms idle. */
const SEARCH_IDLE_MS = 600;

/** /rodox/jornada/:id/proyeccion/list/table: the projections of one jornada. */
export function ProyeccionListPage() {
  const { id = '' } = useParams();
  const jornadaId = Number(id);
  const navigate = useNavigate();
  const options = useMemo(() => proyeccionesQueryOptions(jornadaId), [jornadaId]);
  const list = useServerList(options);
  const client = useQueryClient();
  // 'Eliminar' for holders of rodox.delete_proyeccion, with its selections (projecting the jornada again replaces it).
  const registro = useRecordActions<Proyeccion>(PROYECCION_RESOURCE, () => void client.invalidateQueries({ queryKey: list.queryKey.slice(0, -1) }));

  const columns: ServerTableColumn<Proyeccion>[] = [
    // Spec section 3: indice with at most 6 decimals (the declaration's text); the numbers to the right.
    ...resourceColumns<Proyeccion, ServerTableColumn<Proyeccion>>(PROYECCION_RESOURCE, {
      frecuencia: { align: 'right' },
      kultimo: { align: 'right' },
      indice: { align: 'right' },
      nivel: { align: 'right' },
    }),
    {
      key: 'acciones',
      title: 'Acciones',
      render: (p) => (
        <Flex wrap gap={8}>
          <Button size="small" onClick={() => void navigate(`/rodox/proyeccion/${p.id}/seleccion/list/table`)}>
            Abrir Selecciones
          </Button>
          {registro.canDelete && (
            <Button size="small" danger onClick={() => registro.remove(p)}>
              Eliminar
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <ResourceListPage<Proyeccion>
        title={`Proyecciones de la jornada ${id}`}
        list={list}
        csvExport={{ url: '/api/rodox/proyecciones/', params: { jornada_id: jornadaId } }}
        columns={columns}
        emptyMessage="No hay proyecciones registradas."
        debounceMs={SEARCH_IDLE_MS}
        searchPlaceholder="Buscar por tipo"
        toolbarExtra={<VolverButton fallback="/rodox/jornada/list/table" />}
      >
        {registro.dialog}
      </ResourceListPage>
  );
}
