import { useParidad } from '../api/get-paridad';
import { DataTable, type DataTableColumn, LoadError, PageFrame } from '@gestion/ui';
import { Empty, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { resumenParidad, type OcurrenciaPares } from '../paridad-resumen';
import { ParidadChart } from './paridad-chart';

/** Spec section 9: parity chart defaults. */
export const PARIDAD_DEFAULTS = { familia: 'lesa', tipo: 'mill', kardinalMenor: 1 } as const;

const RESUMEN_COLUMNS: DataTableColumn<OcurrenciaPares>[] = [
  { key: 'pares', title: 'Pares', dataIndex: 'pares', align: 'right' },
  { key: 'ocurrencias', title: 'Ocurrencias', dataIndex: 'ocurrencias', align: 'right' },
];

const entero = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : undefined);

/** /rodox/{familia}/{tipo}/paridad/chart/{kardinal_menor?}/{kardinal_mayor?} */
export function ParidadChartPage() {
  const params = useParams();
  const familia = params.familia || PARIDAD_DEFAULTS.familia;
  const tipo = params.tipo || PARIDAD_DEFAULTS.tipo;
  const kardinalMenor = entero(params.kardinal_menor) ?? PARIDAD_DEFAULTS.kardinalMenor;
  const kardinalMayor = entero(params.kardinal_mayor);
  const paridad = useParidad({ familia, tipo, kardinalMenor, kardinalMayor });
  const puntos = paridad.data ?? [];
  const rango = `kardinal ${kardinalMenor}${kardinalMayor !== undefined ? ` a ${kardinalMayor}` : ' en adelante'}`;

  let body;
  if (paridad.isLoading) body = <Skeleton active />;
  else if (paridad.isError) body = <LoadError title="Error cargando sorteos" error={paridad.error} />;
  else if (puntos.length === 0) body = <Empty description="No hay sorteos para graficar." />;
  else
    body = (
      <>
        <ParidadChart puntos={puntos} />
        <section aria-label="Resumen de ocurrencias por cantidad de pares">
          <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 8px' }}>
            Resumen de ocurrencias por cantidad de pares
          </Typography.Title>
          <DataTable data={resumenParidad(puntos)} columns={RESUMEN_COLUMNS} rowKey="pares" searchable={false} defaultPageSize={50} />
        </section>
      </>
    );

  return (
    <PageFrame title="Paridad" subtitle={`${familia} ${tipo} · ${rango}`}>
      {body}
    </PageFrame>
  );
}
