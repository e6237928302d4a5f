import { unidadesQueryOptions } from '../api/get-unidades';
import { puebloKeys } from '../api/keys';
import type { UnidadConVariantes } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { UNIDAD_RESOURCE } from '@gestion/contract/resources/pueblo';
import { ResourceListPage, useServerList } from '@gestion/ui';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { CreateUnidadModal } from './create-unidad-modal';

/** Spec section 9: the unit search applies after 1000 ms idle. */
const UNIDAD_SEARCH_IDLE_MS = 1000;

/** The columns of the units' declaration: the server's file has the same ones. */
const columns = resourceColumns(UNIDAD_RESOURCE);

/** /main/unidad/list and /terra/unidad/list: 'Unidades de Medida'. */
export function UnidadListPage() {
  const client = useQueryClient();
  const list = useServerList(unidadesQueryOptions);

  const onCreated = (unidad: UnidadConVariantes) => {
    // The new unit goes on top of what is shown and the count grows by one (spec section 2);
    // other cached pages are only marked stale.
    client.setQueryData(list.queryKey, (old) => ({
      count: (old?.count ?? 0) + 1,
      results: [unidad, ...(old?.results ?? []).filter((u) => u.id !== unidad.id)],
    }));
    const currentHash = hashKey(list.queryKey);
    void client.invalidateQueries({ queryKey: puebloKeys.unidades, predicate: (q) => q.queryHash !== currentHash, refetchType: 'none' });
  };

  return (
    <ResourceListPage<UnidadConVariantes>
      title="Unidades de Medida"
      list={list}
      csvExport={{ url: UNIDAD_RESOURCE.url }}
      recordActions={UNIDAD_RESOURCE}
      create={{
        label: '+ Crear unidad',
        permission: 'pueblo.add_unidadmedida',
        dialog: ({ open, onClose }) => (
          <CreateUnidadModal open={open} onClose={onClose} onCreated={(unidad) => { onClose(); onCreated(unidad); }} />
        ),
      }}
      columns={columns}
      emptyMessage="No hay unidades registradas."
      debounceMs={UNIDAD_SEARCH_IDLE_MS}
      searchButton
      searchPlaceholder="Buscar por nombre, abreviatura o variante"
    />
  );
}
