import { useCreateJornada } from '../api/create-jornada';
import { Form, InputNumber } from 'antd';
import { ContextoField } from '../../../components/contexto-field';
import { CreateDialog } from '../../../components/create-dialog';
import { idOrNull, numberOrZero } from '../../../lib/form-numbers';

interface Values {
  contexto: number | null;
  kandidatura: number | null;
}

const DEFAULTS: Values = { contexto: null, kandidatura: null };

export function CreateJornadaDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateJornada();
  // Spec section 8: an empty context goes as null, an empty kandidatura as 0 (the server says why it refuses them).
  const submit = (v: Values) => create.mutateAsync({ contexto: idOrNull(v.contexto), kandidatura: numberOrZero(v.kandidatura) });
  return (
    <CreateDialog<Values> title="Crear jornada" open={open} form={form} initialValues={DEFAULTS} submit={submit} successText="Jornada creada" onClose={onClose}>
      <ContextoField emptyLabel="(ninguno)" />
      <Form.Item label="Kandidatura" name="kandidatura">
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </CreateDialog>
  );
}
