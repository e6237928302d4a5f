import { useSeleccionesKardinal } from '../api/get-selecciones-kardinal';
import { useUltimosSorteos } from '../api/get-ultimos-sorteos';
import type { Seleccion } from '@gestion/contract';
import { DataTable, type DataTableColumn, LoadError, PageFrame } from '@gestion/ui';
import { Button, Empty, Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MarcaComunes, numerosTexto } from '../../../components/numeros';
import { descargarTexto, nombreArchivoTxt, textoTxt } from '../../../lib/txt-export';
import { ERROR_SELECCIONES, SIN_PARAMETROS, SIN_SELECCIONES, useSeleccionParams } from '../seleccion-params';

type Vista = 'table' | 'cards';

const COLUMNS: DataTableColumn<Seleccion>[] = [
  { key: 'sonador', title: 'Soñador', dataIndex: 'sonador_sigla', sortable: true },
  { key: 'ordinal', title: 'Ordinal', dataIndex: 'ordinal', sortable: true, align: 'right' },
  {
    key: 'numeros',
    title: 'Números',
    searchValue: (s) => numerosTexto(s.numeros_lista),
    render: (s) => (
      <>
        {numerosTexto(s.numeros_lista)} <MarcaComunes cantidad={s.numeros_comunes_cantidad} />
      </>
    ),
  },
  { key: 'comunes', title: 'Comunes', sortable: true, align: 'right', render: (s) => s.numeros_comunes_cantidad ?? '—', sortValue: (s) => s.numeros_comunes_cantidad },
];

export const SeleccionesTablePage = () => <SeleccionesPage vista="table" />;
export const SeleccionesCardsPage = () => <SeleccionesPage vista="cards" />;

/** /rodox/{sigla}/{kardinal}/seleccion/list/table and .../cards: 'Simulador de Selecciones'. */
function SeleccionesPage({ vista }: { vista: Vista }) {
  const navigate = useNavigate();
  const { sigla, kardinal } = useSeleccionParams();
  const valid = sigla !== '' && kardinal !== null;
  const selecciones = useSeleccionesKardinal(sigla, kardinal ?? 0, { enabled: valid });
  // The file is named after the day following the last draw (spec section 9).
  const ultimo = useUltimosSorteos(sigla, 1, { enabled: valid });
  const fechaUltimo = ultimo.data?.results[0]?.fecha_utc;
  const archivo = fechaUltimo ? nombreArchivoTxt(sigla, fechaUltimo) : null;
  const filas = selecciones.data ?? [];

  const extra = valid && (
    <>
      <Segmented<Vista>
        aria-label="Vista"
        value={vista}
        options={[
          { value: 'table', label: 'Tabla' },
          { value: 'cards', label: 'Tarjetas' },
        ]}
        onChange={(v) => navigate(`/rodox/${encodeURIComponent(sigla)}/${kardinal}/seleccion/list/${v}`)}
      />
      <Button type="primary" disabled={!archivo || filas.length === 0} onClick={() => archivo && descargarTexto(archivo, textoTxt(filas))}>
        Descargar TXT
      </Button>
    </>
  );

  let body;
  if (!valid) body = <Empty description={SIN_PARAMETROS} />;
  else if (selecciones.isError) body = <LoadError title={ERROR_SELECCIONES} error={selecciones.error} />;
  else
    body = (
      <DataTable
        data={filas}
        columns={COLUMNS}
        rowKey="id"
        loading={selecciones.isLoading}
        emptyMessage={SIN_SELECCIONES}
        mobile={vista === 'cards' ? true : undefined}
        defaultPageSize={50}
      />
    );

  return (
    <PageFrame title="Simulador de Selecciones" subtitle={valid ? `${sigla} · kardinal ${kardinal}` : undefined} extra={extra}>
      {body}
    </PageFrame>
  );
}
