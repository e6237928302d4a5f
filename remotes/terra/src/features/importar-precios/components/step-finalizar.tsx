import { serverReason } from '@gestion/api';
import { abrirImportacion } from '../api/abrir-importacion';
import { confirmarImportacion } from '../api/confirmar-importacion';
import { createDistribuidor } from '../api/create-distribuidor';
import { createRecursoTipo } from '../api/create-recurso-tipo';
import { descartarImportacion } from '../api/descartar-importacion';
import { importarPreciosProductos } from '../api/importar-precios-productos';
import { importarProductos } from '../api/importar-productos';
import { HOME_PATH } from '@gestion/session';
import type { ImportSummary } from '@gestion/contract';
import { Alert, Button, Descriptions, Flex, Progress, Skeleton, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Target } from '../lib/columns';
import { TARGETS } from '../lib/columns';
import { nombreArchivo } from '../../../lib/archivo';
import { inSlices } from '../lib/chunking';
import type { Rows } from '../lib/csv-table';
import { rejectedRowsCsv } from '../lib/rejected-csv';
import { planProductos, runImport, type ProductPlan } from '../lib/run-import';
import { validateSlice, type FilaRechazada, type FilaValida, type ValidationContext } from '../lib/validation';
import { useWizardState, wizardStore, type ImportacionState } from '../lib/wizard-state';
import { stepPath } from '../steps';
import { DeshacerImportacion } from './deshacer-importacion';
import { RowsLost } from './rows-lost';
import { useRows } from './use-rows';

const CALLS = { createRecursoTipo, createDistribuidor, importarProductos, importarPreciosProductos, abrirImportacion, confirmarImportacion, descartarImportacion };

export const FINAL_MESSAGES = {
  error: 'Error al registrar los datos en el backend.',
  sinResumen: 'No hay resumen disponible.',
} as const;

async function validateAll(rows: Rows, state: ImportacionState, onProgress: (p: number) => void) {
  const headers = state.archivo!.encabezados;
  const columns = Object.fromEntries(TARGETS.map((t) => [t, headers.indexOf(state.columnasMapeadas[t]!)])) as Record<Target, number>;
  const ctx: ValidationContext = {
    columns,
    unidades: state.vinculosUnidades,
    tipos: state.mapeoTipos,
    categorias: state.mapeoCategorias,
    distribuidores: state.mapeoDistribuidores,
  };
  const out = { validas: [] as FilaValida[], errores: [] as FilaRechazada[] };
  const seen = new Set<string>();
  // in time slices, painting the progress between them: no long task however slow the machine
  await inSlices(
    rows.length,
    (from, to) => validateSlice(rows, from, to, ctx, seen, out),
    (done) => onProgress(done / rows.length),
  );
  onProgress(1);
  return out;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const hasData = (r: ImportSummary) => r.error !== null || r.detalles.length > 0 || r.productosRegistrados > 0 || r.preciosRegistrados > 0;

/** Step 7: the final per-row check, the import with its progress, and the summary. */
export function StepFinalizar() {
  const state = useWizardState();
  const navigate = useNavigate();
  const { rows, loading } = useRows();
  const [checked, setChecked] = useState<{ validas: FilaValida[]; errores: FilaRechazada[] } | null>(null);
  const [progress, setProgress] = useState(0);
  const [importing, setImporting] = useState<number | null>(null);
  const started = useRef(false);
  // The products of the valid rows, worked out while the review is read (planProductos).
  const productos = useRef<Promise<ProductPlan> | null>(null);

  useEffect(() => {
    if (!rows || started.current || state.resumen) return;
    started.current = true;
    void validateAll(rows, wizardStore.get(), setProgress).then((out) => {
      setChecked(out);
      wizardStore.update({ datosValidados: out.validas.length, errores: out.errores, erroresTotal: out.errores.length });
      productos.current = planProductos(out.validas);
    });
  }, [rows, state.resumen]);

  if (state.resumen) return <Resumen resumen={state.resumen} onHome={() => navigate(HOME_PATH)} />;
  if (loading) return <Skeleton active />;
  if (!rows) return <RowsLost />;
  if (!checked) return <Progress percent={Math.floor(progress * 100)} status="active" aria-label="Progreso de la validación" />;

  const importar = async () => {
    setImporting(0);
    let resumen: ImportSummary;
    try {
      resumen = await runImport(
        {
          validas: checked.validas,
          nuevosTipos: state.nuevosTipos,
          nuevosDistribuidores: state.nuevosDistribuidores,
          archivo: nombreArchivo(state.archivo?.nombre),
          productos: productos.current ?? undefined,
        },
        CALLS,
        setImporting,
      );
    } catch (err) {
      const reason = serverReason(err);
      resumen = { productosRegistrados: 0, preciosRegistrados: 0, detalles: reason ? [reason] : [], error: FINAL_MESSAGES.error };
    }
    setImporting(null);
    wizardStore.update({ resumen });
  };

  const { validas, errores } = checked;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'total', label: 'Filas del archivo', children: rows.length.toLocaleString('es') },
          { key: 'validas', label: 'Filas válidas', children: validas.length.toLocaleString('es') },
          { key: 'rechazadas', label: 'Filas rechazadas', children: errores.length.toLocaleString('es') },
        ]}
      />
      {errores.length > 0 && (
        <>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              Filas rechazadas
            </Typography.Title>
            <Button onClick={() => download('filas-rechazadas.csv', rejectedRowsCsv(state.archivo!.encabezados, rows, errores))}>Descargar filas rechazadas</Button>
          </Flex>
          <Table
            size="small"
            rowKey={(e) => `${e.fila}`}
            dataSource={errores}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: 'Fila', dataIndex: 'fila', width: 90 },
              { title: 'Motivo', dataIndex: 'mensaje' },
            ]}
          />
        </>
      )}
      {importing !== null && <Progress percent={Math.floor(importing * 100)} status="active" aria-label="Progreso de la importación" />}
      <Flex justify="space-between" gap={8} wrap>
        <Button disabled={importing !== null} onClick={() => navigate(stepPath('normalizar-distribuidores'))}>
          Anterior
        </Button>
        <Button type="primary" disabled={validas.length === 0} loading={importing !== null} onClick={() => void importar()}>
          Importar {validas.length.toLocaleString('es')} precios
        </Button>
      </Flex>
    </Flex>
  );
}

function Resumen({ resumen, onHome }: { resumen: ImportSummary; onHome: () => void }) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        Resumen de la importación
      </Typography.Title>
      {!hasData(resumen) ? (
        <Alert type="info" showIcon title={FINAL_MESSAGES.sinResumen} />
      ) : resumen.error ? (
        <Alert type="error" showIcon title={resumen.error} description={resumen.detalles.join(' ')} />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'productos', label: 'Productos registrados', children: resumen.productosRegistrados.toLocaleString('es') },
              { key: 'precios', label: 'Precios registrados', children: resumen.preciosRegistrados.toLocaleString('es') },
            ]}
          />
          {resumen.detalles.length > 0 && (
            <ul style={{ margin: 0 }}>
              {resumen.detalles.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <Flex gap={8} wrap>
        <Button onClick={onHome}>Volver al inicio</Button>
        <DeshacerImportacion resumen={resumen} />
        <Button
          type="primary"
          onClick={async () => {
            await wizardStore.reset();
            window.history.replaceState(null, '', stepPath('seleccionar-archivo'));
            window.location.reload();
          }}
        >
          Nueva importación
        </Button>
      </Flex>
    </Flex>
  );
}

