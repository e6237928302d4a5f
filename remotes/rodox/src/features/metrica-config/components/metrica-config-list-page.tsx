import { useCrearMetricasFaltantes } from '../api/crear-metricas-faltantes';
import { metricaConfigsQueryOptions } from '../api/get-metrica-configs';
import type { MetricaConfig } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { METRICA_CONFIG_RESOURCE } from '@gestion/contract/resources/rodox';
import { ResourceListPage, useRecordActions, useServerList, type ServerTableColumn } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { CreateMetricaConfigDialog } from './create-metrica-config-dialog';

/** Spec section 9: the config search applies after 800 ms idle. */
const SEARCH_IDLE_MS = 800;

/** Each key of `parametros` becomes its own column, in the order the rows first show them. */
export function parametroKeys(rows: MetricaConfig[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.parametros ?? {})) keys.add(key);
  return [...keys];
}

function parametroText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/** /rodox/metrica-config/list/table: 'Config Rastral'. */
export function MetricaConfigListPage() {
  const [running, setRunning] = useState<number | null>(null);
  const list = useServerList(metricaConfigsQueryOptions);
  const actualizar = useCrearMetricasFaltantes();
  const client = useQueryClient();
  // 'Eliminar' for holders of rodox.delete_metricaconfig (a configuration is computed from: never edited).
  const registro = useRecordActions<MetricaConfig>(METRICA_CONFIG_RESOURCE, () => void client.invalidateQueries({ queryKey: list.queryKey.slice(0, -1) }));

  const onActualizar = async (config: MetricaConfig) => {
    setRunning(config.id);
    try {
      // The mutation refreshes the list once the values are created.
      await actualizar.mutateAsync({ config_id: config.id });
    } catch (err) {
      // Spec section 4: a failed update is only logged; the list stays as it was.
      console.error('crear-faltantes', err);
    } finally {
      setRunning(null);
    }
  };

  const columns: ServerTableColumn<MetricaConfig>[] = [
    // The declaration's columns, its one 'Parámetros' (the file's) drawn as a column per key of the rows on screen.
    ...resourceColumns<MetricaConfig, ServerTableColumn<MetricaConfig>>(METRICA_CONFIG_RESOURCE).flatMap((column) =>
      column.key !== 'parametros'
        ? [column]
        : parametroKeys(list.rows).map<ServerTableColumn<MetricaConfig>>((key) => ({
            key: `parametros.${key}`,
            title: key,
            render: (c) => parametroText(c.parametros?.[key]),
          })),
    ),
    {
      key: 'acciones',
      title: 'Acciones',
      render: (c) => (
        <Flex wrap gap={8}>
          <Button size="small" disabled={running !== null} onClick={() => void onActualizar(c)}>
            {running === c.id ? 'Actualizando...' : 'Actualizar'}
          </Button>
          {registro.canDelete && (
            <Button size="small" danger disabled={running !== null} onClick={() => registro.remove(c)}>
              Eliminar
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <ResourceListPage<MetricaConfig>
      title="Config Rastral"
      list={list}
      csvExport={{ url: '/api/rodox/metrica-configs/' }}
      create={{ label: '+ Crear', permission: 'rodox.add_metricaconfig', dialog: (props) => <CreateMetricaConfigDialog {...props} /> }}
      columns={columns}
      emptyMessage="No hay configuraciones rastreas registradas."
      debounceMs={SEARCH_IDLE_MS}
      searchPlaceholder="Buscar por tipo o contexto"
    >
      {registro.dialog}
    </ResourceListPage>
  );
}
