import { errorStatus, withServerReason } from '@gestion/api';
import { useActualizarSorteos } from '../api/actualizar-sorteos';
import { useSorteos } from '../api/get-sorteos';
import type { Sorteo } from '@gestion/contract';
import { DataTable, type DataTableColumn, LoadError, PageFrame, toast } from '@gestion/ui';
import { Button, Empty, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { numerosTexto } from '../../../components/numeros';
import { fechaDia } from '../../../lib/fecha';
import { useContextoPorFamilia } from '../api/get-contexto-por-familia';

const ULTIMOS = 10;

const COLUMNS: DataTableColumn<Sorteo>[] = [
  { key: 'kardinal', title: 'Kardinal', dataIndex: 'kardinal', align: 'right' },
  { key: 'fecha', title: 'Fecha', render: (s) => fechaDia(s.fecha_utc) },
  { key: 'numeros', title: 'Números', render: (s) => numerosTexto(s.numeros_lista), searchValue: (s) => numerosTexto(s.numeros_lista) },
];

/** /rodox/{sigla} and /rodox/{sigla}/paquete: the last draws of a context. */
export function PaquetePage() {
  const { sigla = '' } = useParams();
  return <Paquete sigla={sigla} />;
}

/** /rodox/{familia}/{tipo}/paquete (the sidebar's 'Paquete'): the same screen, its context found by familia and tipo. */
export function PaqueteFamiliaPage() {
  const { familia = '', tipo = '' } = useParams();
  const contexto = useContextoPorFamilia(familia, tipo);
  if (contexto.data) return <Paquete sigla={contexto.data.sigla} />;
  return (
    <PageFrame title="Paquete">
      {contexto.isLoading ? (
        <Skeleton active />
      ) : errorStatus(contexto.error) === 404 ? (
        <Empty description={`No hay un contexto ${familia} ${tipo}.`} />
      ) : (
        <LoadError title="Error al cargar los contextos." error={contexto.error} />
      )}
    </PageFrame>
  );
}

function Paquete({ sigla }: { sigla: string }) {
  const navigate = useNavigate();
  const sorteos = useSorteos(sigla, ULTIMOS);
  const ultimo = useSorteos(sigla, 1, { mayorKardinal: true });
  const actualizar = useActualizarSorteos();

  const onActualizar = () =>
    actualizar.mutate(sigla, {
      onSuccess: () => toast.success('Sorteos actualizados'),
      onError: (err) => toast.error(withServerReason('Error al actualizar sorteos', err)),
    });

  // Without draws the next selections are those of kardinal 1.
  const siguiente = ultimo.data ? (ultimo.data.results[0]?.kardinal ?? 0) + 1 : undefined;
  const extra = (
    <>
      <Button type="primary" loading={actualizar.isPending} onClick={onActualizar}>
        Actualizar sorteos
      </Button>
      <Button disabled={siguiente === undefined} onClick={() => navigate(`/rodox/${encodeURIComponent(sigla)}/${siguiente}/seleccion/list/table`)}>
        {siguiente === undefined ? 'Selecciones' : `Selecciones del kardinal ${siguiente}`}
      </Button>
    </>
  );

  return (
    <PageFrame title={`Últimos ${ULTIMOS} sorteos de ${sigla}`} extra={extra}>
      {ultimo.isError && <LoadError title="No se pudo cargar el sorteo último válido" error={ultimo.error} />}
      {sorteos.isError ? (
        <LoadError title="No se pudieron cargar los sorteos" error={sorteos.error} />
      ) : (
        <DataTable
          data={sorteos.data?.results ?? []}
          columns={COLUMNS}
          rowKey="id"
          loading={sorteos.isLoading}
          searchable={false}
          emptyMessage="No hay sorteos"
        />
      )}
    </PageFrame>
  );
}
