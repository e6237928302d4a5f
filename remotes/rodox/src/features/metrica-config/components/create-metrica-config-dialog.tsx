import { useCreateMetricaConfig } from '../api/create-metrica-config';
import type { MetricaTipo } from '@gestion/contract';
import { METRICA_TIPOS } from '@gestion/contract/enums';
import { Form, InputNumber, Select } from 'antd';
import { ContextoField } from '../../../components/contexto-field';
import { CreateDialog } from '../../../components/create-dialog';
import { idOrNull, numberOrZero } from '../../../lib/form-numbers';

interface Values {
  contexto: number | null;
  tipo: MetricaTipo;
  ventana: number | null;
  magnitud: number | null;
}

/** Spec section 9: frecuencial, ventana 40, magnitud 23. */
export const METRICA_DEFAULTS: Values = { contexto: null, tipo: 'frecuencial', ventana: 40, magnitud: 23 };

export function CreateMetricaConfigDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateMetricaConfig();
  const submit = (v: Values) =>
    create.mutateAsync({
      contexto: idOrNull(v.contexto),
      tipo: v.tipo,
      parametros: { ventana: numberOrZero(v.ventana), magnitud: numberOrZero(v.magnitud) },
    });
  return (
    <CreateDialog<Values>
      title="Crear configuración"
      open={open}
      form={form}
      initialValues={METRICA_DEFAULTS}
      submit={submit}
      successText="Configuración creada"
      onClose={onClose}
    >
      <ContextoField emptyLabel="(todos los contextos)" extra="Vacío: todos los contextos" />
      <Form.Item label="Tipo" name="tipo">
        <Select virtual={false} options={METRICA_TIPOS.map((t) => ({ value: t, label: t }))} />
      </Form.Item>
      <Form.Item label="Ventana" name="ventana">
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Magnitud" name="magnitud">
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    </CreateDialog>
  );
}
