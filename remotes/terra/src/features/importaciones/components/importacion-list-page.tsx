import type { ImportacionFila } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { IMPORTACION_RESOURCE } from '@gestion/contract/resources/terra';
import { declaredPageQueryOptions, ResourceListPage, resourceQueryKey, toast, useServerList, type ServerTableColumn } from '@gestion/ui';
import { useSession } from '@gestion/session';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { DeshacerDialog } from './deshacer-dialog';

const importaciones = declaredPageQueryOptions<ImportacionFila>(IMPORTACION_RESOURCE, {});
const columns = resourceColumns<ImportacionFila, ServerTableColumn<ImportacionFila>>(IMPORTACION_RESOURCE);

/**
 * /terra/importacion/list: the imports of prices, newest first; a confirmed one not undone yet
 * has 'Deshacer' for holders of terra.delete_precioproducto (the server removes its prices and
 * the products left without one, and says how many).
 */
export function ImportacionListPage() {
  const { hasPermission } = useSession();
  const client = useQueryClient();
  const list = useServerList(importaciones, { initial: { ordering: IMPORTACION_RESOURCE.defaultOrdering } });
  const [undoing, setUndoing] = useState<ImportacionFila | null>(null);
  const acciones: ServerTableColumn<ImportacionFila> = {
    key: 'acciones',
    title: 'Acciones',
    render: (row) =>
      row.estado === 'confirmada' ? (
        <Button size="small" danger onClick={() => setUndoing(row)}>
          Deshacer
        </Button>
      ) : null,
  };
  const canUndo = hasPermission('terra.delete_precioproducto');
  return (
    <ResourceListPage<ImportacionFila>
      title="Importaciones"
      list={list}
      columns={canUndo ? [...columns, acciones] : columns}
      csvExport={{ url: IMPORTACION_RESOURCE.url }}
      emptyMessage="No hay importaciones registradas."
      searchPlaceholder="Buscar por archivo y usuario"
    >
      {undoing && (
        <DeshacerDialog
          importacion={undoing}
          onClose={() => setUndoing(null)}
          onDone={(detail) => {
            setUndoing(null);
            toast.success(detail);
            // Its row now says 'Deshecha' (every page and view of the list).
            void client.invalidateQueries({ queryKey: resourceQueryKey(IMPORTACION_RESOURCE) });
          }}
        />
      )}
    </ResourceListPage>
  );
}
