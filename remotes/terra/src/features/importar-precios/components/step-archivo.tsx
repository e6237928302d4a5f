import { Alert, Descriptions, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { autoMapColumns, headersKey, HEADER_MESSAGES } from '../lib/columns';
import { parseCsvFile } from '../lib/parse-csv';
import { readPlantilla } from '../lib/plantillas';
import { saveRows } from '../lib/rows-store';
import { EMPTY_STATE, useWizardState, wizardStore } from '../lib/wizard-state';
import { PermisosAviso } from './permisos-aviso';
import { StepNav } from './step-nav';

const SEPARADORES: Record<string, string> = { ';': 'punto y coma (;)', ',': 'coma (,)', '\t': 'tabulador' };

/** Step 1: the CSV file, read in a worker with a progress bar. */
export function StepArchivo() {
  const { archivo } = useWizardState();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = async (file: File) => {
    setError(null);
    setProgress(0);
    let shown = 0;
    // measured by `pnpm bench` (bench/terra-wizard.mjs): file chosen → rows in this thread
    const started = performance.now();
    const result = await parseCsvFile(file, (p) => {
      // one render per 2 %: a progress event per parsed chunk would re-render the page needlessly
      if (p - shown >= 0.02 || p === 1) {
        shown = p;
        setProgress(p);
      }
    }).catch(() => ({ ok: false as const, error: 'No se pudo leer el archivo.' }));
    performance.measure('importacion:lectura', { start: started, end: performance.now() });
    if (!result.ok) {
      setProgress(null);
      setError(result.error);
      return;
    }
    const { csv } = result;
    if (csv.rows.length === 0) {
      setProgress(null);
      setError('El archivo solo tiene encabezados: no hay filas que importar.');
      return;
    }
    const persistente = await saveRows(csv.rows, file);
    const remembered = readPlantilla(headersKey(csv.headers));
    const columnasMapeadas = remembered
      ? Object.fromEntries(Object.entries(remembered.columnasMapeadas).filter(([, h]) => h && csv.headers.includes(h)))
      : autoMapColumns(csv.headers);
    wizardStore.update({
      ...EMPTY_STATE,
      archivo: {
        nombre: file.name,
        tamano: file.size,
        filas: csv.rows.length,
        codificacion: csv.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
        separador: csv.separador,
        encabezados: csv.headers,
        renombrados: csv.renombrados,
        persistente,
      },
      columnasMapeadas: { ...autoMapColumns(csv.headers), ...columnasMapeadas },
    });
    setProgress(null);
  };

  return (
    <Flex vertical gap={16}>
      <PermisosAviso />
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={progress !== null}
        beforeUpload={(file) => {
          void read(file);
          return false;
        }}
      >
        <Typography.Paragraph style={{ margin: 0 }}>Arrastra aquí el archivo CSV o haz clic para elegirlo</Typography.Paragraph>
        <Typography.Text type="secondary">UTF-8 o Windows-1252, separado por punto y coma o por comas, con una fila de encabezados.</Typography.Text>
      </Upload.Dragger>
      {progress !== null && <Progress percent={Math.floor(progress * 100)} status="active" aria-label="Progreso de lectura del archivo" />}
      {error && <Alert type="error" showIcon title={error} />}
      {archivo && progress === null && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'nombre', label: 'Archivo', children: archivo.nombre },
              { key: 'filas', label: 'Filas', children: archivo.filas.toLocaleString('es') },
              { key: 'codificacion', label: 'Codificación', children: archivo.codificacion },
              { key: 'separador', label: 'Separador', children: SEPARADORES[archivo.separador] ?? archivo.separador },
            ]}
          />
          {archivo.renombrados.length > 0 && <Alert type="warning" showIcon title={HEADER_MESSAGES.renombrados(archivo.renombrados)} />}
          {!archivo.persistente && (
            <Alert type="info" showIcon title="Este navegador no permite guardar las filas: si recargas la página tendrás que elegir el archivo otra vez." />
          )}
        </>
      )}
      <StepNav next="mapear-columnas" canContinue={!!archivo && progress === null} />
    </Flex>
  );
}
