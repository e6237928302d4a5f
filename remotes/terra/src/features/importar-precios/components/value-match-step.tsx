import { errorMessage } from '@gestion/api';
import { useAfterFirstPaint } from '@gestion/ui';
import { Alert, Button, Flex, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { allMatched } from '../lib/matching';
import type { LocalId } from '../lib/validation';
import type { StepSlug } from '../steps';
import { StepNav } from './step-nav';

export interface ValueMatchStepProps {
  /** 'unidad', 'tipo'… as the texts name one */
  noun: string;
  values: readonly string[];
  matches: Record<string, LocalId>;
  options: { value: LocalId; label: string }[];
  loading: boolean;
  error: unknown;
  onLink(value: string, id: LocalId): void;
  onCreate(value: string): void;
  /** the value whose record is being created */
  creating?: string | null;
  back: StepSlug;
  next: StepSlug;
  onContinue?: () => void;
}

/** Steps 3 to 6: each distinct value of a column matched to an existing record, or created. */
export function ValueMatchStep(props: ValueMatchStepProps) {
  const { noun, values, matches, options, loading, error, onLink, onCreate, creating, back, next, onContinue } = props;
  // The table and its selects come in a second commit, once the step's frame is painted: in one,
  // the step's mount was a main-thread task of 51-55 ms on the reference laptop (bench/terra-wizard.mjs).
  const tableShown = useAfterFirstPaint();
  if (loading) return <Skeleton active />;
  const matched = values.filter((v) => matches[v] !== undefined).length;
  return (
    <Flex vertical gap={16}>
      {error ? <Alert type="error" showIcon title={errorMessage(error, `No se pudo cargar la lista de ${noun}.`)} /> : null}
      <Typography.Paragraph style={{ margin: 0 }}>
        {values.length === 0
          ? `El archivo no tiene valores de ${noun}.`
          : `${matched} de ${values.length} valores emparejados. Vincula cada ${noun} del archivo con uno existente o créalo.`}
      </Typography.Paragraph>
      {/* Scrolls sideways in a plain wrapper rather than with `scroll.x`: with it the table measures
          its columns and the scrollbar in layout effects, forcing layouts in the commit that mounts
          each step (a long main-thread task between steps, measured by bench/terra-wizard.mjs). */}
      <div style={{ overflowX: 'auto' }}>
        {tableShown ? (
          <Table
            size="small"
            rowKey={(v) => v}
            dataSource={[...values]}
            pagination={values.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              {
                title: 'Valor en el archivo',
                key: 'valor',
                render: (_: unknown, value: string) => (
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{value}</Typography.Text>
                    {matches[value] === undefined ? <Tag color="error">Sin emparejar</Tag> : <Tag color="success">Emparejado</Tag>}
                  </Flex>
                ),
              },
              {
                title: 'Corresponde a',
                key: 'destino',
                render: (_: unknown, value: string) => (
                  <Select
                    aria-label={`Emparejar ${value}`}
                    style={{ width: 260 }}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={`Elegir ${noun}`}
                    options={options}
                    value={matches[value]}
                    onChange={(id: LocalId) => onLink(value, id)}
                  />
                ),
              },
              {
                title: 'Acciones',
                key: 'acciones',
                render: (_: unknown, value: string) => (
                  <Button aria-label={`Crear ${value}`} loading={creating === value} onClick={() => onCreate(value)}>
                    Crear
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <Skeleton active title={false} paragraph={{ rows: Math.min(values.length, 5) }} />
        )}
      </div>
      <StepNav back={back} next={next} canContinue={allMatched(values, matches)} onContinue={onContinue} />
    </Flex>
  );
}
