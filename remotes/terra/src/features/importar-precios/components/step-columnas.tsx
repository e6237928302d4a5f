import { useAfterFirstPaint } from '@gestion/ui';
import { Flex, Select, Skeleton, Typography } from 'antd';
import { headersKey, isComplete, TARGET_LABELS, TARGETS, type ColumnMapping, type Target } from '../lib/columns';
import { distinctValuesAsync } from '../lib/matching';
import { rememberPlantilla } from '../lib/plantillas';
import { useWizardState, wizardStore } from '../lib/wizard-state';
import { RowsLost } from './rows-lost';
import { StepNav } from './step-nav';
import { useRows } from './use-rows';

/** Step 2: which column holds each field (auto-matched by header name, or remembered). */
export function StepColumnas() {
  const { archivo, columnasMapeadas } = useWizardState();
  const { rows, loading } = useRows();
  // The selects come in a second commit, once the step's frame is painted (as in ValueMatchStep).
  const listShown = useAfterFirstPaint();
  if (loading) return <Skeleton active />;
  if (!rows || !archivo) return <RowsLost />;
  const headers = archivo.encabezados;
  const options = headers.map((h) => ({ value: h, label: h }));

  const set = (target: Target, header: string | undefined) => {
    const next: ColumnMapping = { ...columnasMapeadas };
    if (header) next[target] = header;
    else delete next[target];
    wizardStore.update({ columnasMapeadas: next });
  };

  const onContinue = async () => {
    const column = (t: Target) => headers.indexOf(columnasMapeadas[t]!);
    const [productos, unidades, tipos, categorias, distribuidores] = await distinctValuesAsync(
      rows,
      (['producto', 'unidad', 'tipo', 'categoria', 'distribuidor'] as const).map(column),
    );
    wizardStore.update({
      unidades: unidades!,
      tipos: tipos!,
      categorias: categorias!,
      distribuidores: distribuidores!,
      productos: productos!.length,
      datosValidados: null,
      errores: [],
      erroresTotal: 0,
      resumen: null,
    });
    rememberPlantilla(headersKey(headers), { columnasMapeadas });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>Elige la columna del archivo que corresponde a cada dato.</Typography.Paragraph>
      {/* Rows of a plain list rather than an antd Table: the step is the first of the wizard to
          mount Table and Select, and the table's own measuring in layout effects made its commit
          the wizard's longest main-thread task (40-63 ms; 21-26 ms as this list, in a Chromium
          trace of bench/terra-wizard.mjs). */}
      {listShown ? (
        <Flex vertical gap={14} role="list" aria-label="Columnas del archivo">
          {TARGETS.map((target) => {
            const header = columnasMapeadas[target];
            return (
              <Flex key={target} role="listitem" align="center" gap="4px 12px" wrap>
                <Typography.Text style={{ width: 160 }}>{TARGET_LABELS[target]}</Typography.Text>
                <Select
                  aria-label={`Columna para ${TARGET_LABELS[target]}`}
                  style={{ flex: '1 1 200px', maxWidth: 320 }}
                  allowClear
                  placeholder="Sin asignar"
                  options={options}
                  value={header}
                  onChange={(value?: string) => set(target, value)}
                />
                {header ? (
                  <Typography.Text type="secondary" ellipsis style={{ flex: '1 1 160px', minWidth: 0 }}>
                    Ejemplo: {rows.length > 0 ? rows.cell(0, headers.indexOf(header)) : ''}
                  </Typography.Text>
                ) : null}
              </Flex>
            );
          })}
        </Flex>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 7 }} />
      )}
      <StepNav back="seleccionar-archivo" next="normalizar-unidades" canContinue={isComplete(columnasMapeadas)} onContinue={onContinue} />
    </Flex>
  );
}
