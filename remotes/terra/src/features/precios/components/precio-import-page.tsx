import { errorMessage } from '@gestion/api';
import { unidadesConVariantesQueryOptions } from '../../../api/get-unidades-con-variantes';
import { IMPORTACION_MAX_FILAS, useImportarPreciosSimple } from '../api/importar-precios-simple';
import type { ImportacionSimpleFila, ImportSummary } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { DataTable, PageFrame, type DataTableColumn } from '@gestion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { nombreArchivo } from '../../../lib/archivo';
import { unitIndex } from '../../../lib/unidades';
import { conUnidadId, parsePreciosCsv } from '../lib/parse-precios-csv';

/** Spec section 9: the simple import's preview shows 10 rows a page. */
const PREVIEW_PAGE_SIZE = 10;

const previewColumns: DataTableColumn<ImportacionSimpleFila>[] = [
  { key: 'descripcion', title: 'Descripción', dataIndex: 'descripcion', sortable: true },
  { key: 'tipo', title: 'Tipo', dataIndex: 'tipo', sortable: true },
  { key: 'categoria', title: 'Categoría', dataIndex: 'categoria', sortable: true },
  { key: 'unidad', title: 'Unidad', dataIndex: 'unidad', sortable: true },
  { key: 'precio', title: 'Precio', dataIndex: 'precio', align: 'right' },
];

interface Archivo {
  nombre: string;
  filas: ImportacionSimpleFila[];
  descartadas: number;
}

/** The server takes one file in one transaction, so a bigger file is refused here, not split. */
export const tooManyRowsText = (n: number) =>
  `El archivo tiene ${n} filas válidas y se pueden importar como máximo ${IMPORTACION_MAX_FILAS} a la vez. Divídelo en varios archivos.`;

function resumenText(r: ImportSummary): string {
  return `Productos registrados: ${r.productosRegistrados}. Precios registrados: ${r.preciosRegistrados}.`;
}

/** /terra/producto/precio/import: the one-step CSV import (DESCRIPCION, TIPO, CATEGORIA, UNIDAD, PRECIO). */
export function PrecioImportPage() {
  const [archivo, setArchivo] = useState<Archivo | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [resumen, setResumen] = useState<ImportSummary | null>(null);
  const importar = useImportarPreciosSimple();
  // The rows go with unidad_id (spec section 7) where the unit text names a unit, matched as the
  // wizard matches; without the permission to read the units the server resolves the text.
  const puedeVerUnidades = useSession().hasPermission('pueblo.view_unidadmedida');
  const unidades = useQuery({ ...unidadesConVariantesQueryOptions(), enabled: puedeVerUnidades });
  const indiceUnidades = useMemo(() => (unidades.data ? unitIndex(unidades.data) : null), [unidades.data]);
  const cargandoUnidades = puedeVerUnidades && unidades.isPending;

  const leer = async (file: File) => {
    setResumen(null);
    importar.reset();
    setArchivo(null);
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setFileError('El archivo debe ser .csv.');
      return;
    }
    const result = parsePreciosCsv(await file.text());
    if (!result.ok) {
      setFileError(result.error);
      return;
    }
    setFileError(result.filas.length > IMPORTACION_MAX_FILAS ? tooManyRowsText(result.filas.length) : null);
    setArchivo({ nombre: file.name, filas: result.filas, descartadas: result.descartadas });
  };

  const enviar = () => {
    if (!archivo) return;
    importar.mutate(
      { datos: conUnidadId(archivo.filas, indiceUnidades), archivo: nombreArchivo(archivo.nombre) },
      {
        onSuccess: (r) => {
          setResumen(r);
          setArchivo(null);
        },
      },
    );
  };

  const puedeImportar = archivo !== null && archivo.filas.length > 0 && archivo.filas.length <= IMPORTACION_MAX_FILAS && !cargandoUnidades;

  return (
    <PageFrame title="Importar precios desde CSV" subtitle="Columnas del archivo: DESCRIPCION, TIPO, CATEGORIA, UNIDAD, PRECIO.">
      <Flex wrap gap={8} align="center">
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void leer(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>Seleccionar archivo CSV</Button>
        </Upload>
        {archivo && (
          <Typography.Text>
            {archivo.nombre}: {archivo.filas.length} filas para importar
            {archivo.descartadas > 0 && `, ${archivo.descartadas} sin descripción o precio omitidas`}
          </Typography.Text>
        )}
        <Button type="primary" disabled={!puedeImportar} loading={importar.isPending} onClick={enviar}>
          {importar.isPending ? 'Importando...' : 'Importar'}
        </Button>
      </Flex>
      {fileError && <Alert type="error" showIcon title={fileError} />}
      {importar.isError && <Alert type="error" showIcon title={`Error: ${errorMessage(importar.error, 'No se pudo importar.')}`} />}
      {resumen && (
        <Alert
          type="success"
          showIcon
          title="Importación exitosa"
          description={
            <>
              <div>{resumenText(resumen)}</div>
              {resumen.detalles.map((d) => (
                <div key={d}>{d}</div>
              ))}
              <Link to="/terra/producto/precio/list">Ver precios</Link>
            </>
          }
        />
      )}
      {archivo && (
        <DataTable<ImportacionSimpleFila>
          data={archivo.filas}
          columns={previewColumns}
          rowKey="fila"
          defaultPageSize={PREVIEW_PAGE_SIZE}
          emptyMessage="El archivo no tiene filas con descripción y precio."
        />
      )}
    </PageFrame>
  );
}
