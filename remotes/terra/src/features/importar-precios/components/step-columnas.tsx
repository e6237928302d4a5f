import { Flex, Select, Skeleton, Table, Typography } from 'antd';
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
      <Table
        size="small"
        pagination={false}
        rowKey="target"
        dataSource={TARGETS.map((target) => ({ target }))}
        columns={[
          { title: 'Dato', dataIndex: 'target', render: (t: Target) => TARGET_LABELS[t], width: 160 },
          {
            title: 'Columna del archivo',
            dataIndex: 'target',
            key: 'columna',
            render: (t: Target) => (
              <Select
                aria-label={`Columna para ${TARGET_LABELS[t]}`}
                style={{ width: '100%', maxWidth: 320 }}
                allowClear
                placeholder="Sin asignar"
                options={options}
                value={columnasMapeadas[t]}
                onChange={(value?: string) => set(t, value)}
              />
            ),
          },
          {
            title: 'Ejemplo',
            key: 'ejemplo',
            responsive: ['sm'],
            render: (_: unknown, { target }: { target: Target }) => {
              const header = columnasMapeadas[target];
              return header ? <Typography.Text type="secondary">{rows[0]?.[headers.indexOf(header)] ?? ''}</Typography.Text> : null;
            },
          },
        ]}
      />
      <StepNav back="seleccionar-archivo" next="normalizar-unidades" canContinue={isComplete(columnasMapeadas)} onContinue={onContinue} />
    </Flex>
  );
}
