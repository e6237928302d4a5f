import type { Paginated, UnidadConVariantes } from '@gestion/contract';
import { getUnidades } from '@gestion/api/pueblo/get-unidades';
import { puebloKeys } from '@gestion/api/pueblo/keys';
import { useSession } from '@gestion/session';
import { PageFrame, ServerTable, useServerList, type ServerTableColumn } from '@gestion/ui';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { displayError } from '../../../lib/display-error';
import { CreateUnidadModal } from './create-unidad-modal';

const UNIDADES_EMPTY = 'No hay unidades registradas.';
/** Spec section 9: the unit search applies after 1000 ms idle. */
const UNIDAD_SEARCH_IDLE_MS = 1000;

const LIST_KEY = [...puebloKeys.unidades, 'server-list'] as const;

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
  const { hasPermission } = useSession();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useServerList<UnidadConVariantes>({
    queryKey: LIST_KEY,
    fetcher: (p, signal) => getUnidades({ page: p.page, page_size: p.pageSize, search: p.search || undefined }, signal),
  });

  const onCreated = (unidad: UnidadConVariantes) => {
    setCreating(false);
    // The new unit goes on top of what is shown and the count grows by one (spec section 2);
    // other cached pages are only marked stale.
    const current = [...LIST_KEY, list.params];
    client.setQueryData<Paginated<UnidadConVariantes>>(current, (old) => ({
      count: (old?.count ?? 0) + 1,
      results: [unidad, ...(old?.results ?? []).filter((u) => u.id !== unidad.id)],
    }));
    const currentHash = hashKey(current);
    void client.invalidateQueries({
      queryKey: puebloKeys.unidades,
      predicate: (q) => q.queryHash !== currentHash,
      refetchType: 'none',
    });
  };

  return (
    <PageFrame
      title="Unidades de Medida"
      extra={
        hasPermission('pueblo.add_unidadmedida') ? (
          <Button type="primary" onClick={() => setCreating(true)}>
            + Crear unidad
          </Button>
        ) : null
      }
    >
      <ServerTable<UnidadConVariantes>
        {...list.tableProps}
        error={displayError(list.error)}
        columns={columns}
        rowKey="id"
        emptyMessage={UNIDADES_EMPTY}
        debounceMs={UNIDAD_SEARCH_IDLE_MS}
        searchButton
        searchPlaceholder="Buscar por nombre, abreviatura o variante"
      />
      <CreateUnidadModal open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </PageFrame>
  );
}
