import type { UnidadConVariantes, UnidadCreateRequest } from '@gestion/contract';
import { errorDetail } from '@gestion/api';
import { useCreateUnidad } from '../api/create-unidad';
import { FormDialog } from '@gestion/ui';
import { Form, Input } from 'antd';

const UNIDAD_CREATE_FAILED = 'Error al crear la unidad';

export interface CreateUnidadModalProps {
  open: boolean;
  onClose(): void;
  onCreated(unidad: UnidadConVariantes): void;
}

/** 'Crear nueva unidad': Nombre and Abreviatura required, Cancelar / Crear ('Creando...'). */
export function CreateUnidadModal({ open, onClose, onCreated }: CreateUnidadModalProps) {
  const [form] = Form.useForm<UnidadCreateRequest>();
  const create = useCreateUnidad();

  return (
    <FormDialog<UnidadCreateRequest, UnidadConVariantes>
      title="Crear nueva unidad"
      open={open}
      onClose={onClose}
      form={form}
      formProps={{ name: 'unidad', requiredMark: true }}
      submit={(values) => create.mutateAsync({ nombre: values.nombre.trim(), abreviatura: values.abreviatura.trim() })}
      onDone={(unidad) => onCreated({ ...unidad, variantes: unidad.variantes ?? [] })}
      pendingText="Creando..."
      // Field errors go under their field; the alert carries the server detail or the spec's text.
      fieldErrors={['nombre', 'abreviatura']}
      errorText={(err) => errorDetail(err) ?? UNIDAD_CREATE_FAILED}
    >
      <Form.Item label="Nombre" name="nombre" rules={[{ required: true, whitespace: true, message: 'El nombre es obligatorio.' }]}>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item label="Abreviatura" name="abreviatura" rules={[{ required: true, whitespace: true, message: 'La abreviatura es obligatoria.' }]}>
        <Input maxLength={20} />
      </Form.Item>
    </FormDialog>
  );
}
