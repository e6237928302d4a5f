import { errorMessage } from '@gestion/api';
import { jornadasQueryOptions } from '../api/get-jornadas';
import { useProyectarJornada } from '../api/proyectar-jornada';
import type { Jornada } from '@gestion/contract';
import { resourceColumns } from '@gestion/contract/resource';
import { JORNADA_RESOURCE } from '@gestion/contract/resources/rodox';
import { useSession } from '@gestion/session';
import { ResourceListPage, toast, useRecordActions, useServerList, type ServerTableColumn } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateJornadaDialog } from './create-jornada-dialog';

/** Spec section 9: the jornada search applies after 800 ms idle. */
const SEARCH_IDLE_MS = 800;
const PROYECCION_FAILED = 'Error en proyección';

/** 'YYYY-MM-DD' as the local calendar date (not UTC midnight, which is the day before west of Greenwich). */
export function fechaLocal(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number);
  if (!y || !m || !d) return fecha;
  return new Date(y, m - 1, d).toLocaleDateString('es');
}

/** /rodox/jornada/list/table: 'Jornadas'. */
export function JornadaListPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const [confirming, setConfirming] = useState<Jornada | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const list = useServerList(jornadasQueryOptions);
  const proyectar = useProyectarJornada();
  const canProyectar = hasPermission('rodox.change_jornada');
  // 'Eliminar' for holders of rodox.delete_jornada, with what the jornada made (never edited: it is projected again).
  const registro = useRecordActions<Jornada>(JORNADA_RESOURCE, () => void client.invalidateQueries({ queryKey: list.queryKey.slice(0, -1) }));

  const onProyectar = async (jornada: Jornada) => {
    setConfirming(null);
    setRunning(jornada.id);
    try {
      const updated = await proyectar.mutateAsync(jornada.id);
      // Spec section 4: the returned jornada replaces its row.
      client.setQueryData(list.queryKey, (old) => old && { ...old, results: old.results.map((j) => (j.id === updated.id ? updated : j)) });
      toast.success('Proyección ejecutada');
    } catch (err) {
      toast.error(errorMessage(err, PROYECCION_FAILED));
    } finally {
      setRunning(null);
    }
  };

  const columns: ServerTableColumn<Jornada>[] = [
    ...resourceColumns<Jornada, ServerTableColumn<Jornada>>(JORNADA_RESOURCE, { fecha: { render: (j) => fechaLocal(j.fecha) } }),
    {
      key: 'acciones',
      title: 'Acciones',
      render: (j) => (
        <Flex wrap gap={8}>
          {canProyectar && (
            <Button size="small" type="primary" disabled={running !== null} onClick={() => setConfirming(j)}>
              {running === j.id ? 'Proyectando...' : 'Proyectar'}
            </Button>
          )}
          <Button size="small" disabled={running !== null} onClick={() => void navigate(`/rodox/jornada/${j.id}/proyeccion/list/table`)}>
            Abrir Proyecciones
          </Button>
          <Button size="small" disabled={running !== null} onClick={() => window.alert('Acción no implementada aún')}>
            Acciones
          </Button>
          {registro.canDelete && (
            <Button size="small" danger disabled={running !== null} onClick={() => registro.remove(j)}>
              Eliminar
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <ResourceListPage<Jornada>
      title="Jornadas"
      list={list}
      csvExport={{ url: '/api/rodox/jornadas/' }}
      create={{ label: '+ Crear', permission: 'rodox.add_jornada', dialog: (props) => <CreateJornadaDialog {...props} /> }}
      columns={columns}
      emptyMessage="No hay jornadas registradas."
      debounceMs={SEARCH_IDLE_MS}
      searchPlaceholder="Buscar por contexto"
    >
      <Modal
        title="Proyectar"
        open={confirming !== null}
        okText="Proyectar"
        cancelText="Cancelar"
        onOk={() => confirming && void onProyectar(confirming)}
        onCancel={() => setConfirming(null)}
      >
        ¿Ejecutar proyección para esta jornada?
      </Modal>
      {registro.dialog}
    </ResourceListPage>
  );
}
