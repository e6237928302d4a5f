import { unidadesQueryOptions } from '../api/get-unidades';
import { puebloKeys } from '../api/keys';
import type { UnidadConVariantes } from '@gestion/contract';
import { ResourceListPage, useServerList, type ServerTableColumn } from '@gestion/ui';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { CreateUnidadModal } from './create-unidad-modal';

/** Spec section 9: the unit search applies after 1000 ms idle. */
const UNIDAD_SEARCH_IDLE_MS = 1000;

export function variantesText(u: UnidadConVariantes): string {
  const list = (u.variantes ?? []).map((v) => v.abreviatura_equivalente).filter(Boolean);
  return list.length ? list.join(', ') : '-';
}

const columns: ServerTableColumn<UnidadConVariantes>[] = [
  { key: 'nombre', title: 'Nombre', dataIndex: 'nombre' },
  { key: 'abreviatura', title: 'Abreviatura', dataIndex: 'abreviatura' },
  { key: 'variantes', title: 'Variantes', render: variantesText },
];

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
      csvExport={{ url: '/api/pueblo/unidades/' }}
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
