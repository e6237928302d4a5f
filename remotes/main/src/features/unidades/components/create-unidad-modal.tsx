import type { UnidadConVariantes, UnidadCreateRequest } from '@gestion/contract';
import { errorDetail, fieldErrorMessages, useCreateUnidad } from '@gestion/api';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';

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
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (create.isPending) return;
    form.resetFields();
    setError(null);
    onClose();
  };

  const submit = async (values: UnidadCreateRequest) => {
    setError(null);
    try {
      const unidad = await create.mutateAsync({ nombre: values.nombre.trim(), abreviatura: values.abreviatura.trim() });
      form.resetFields();
      onCreated({ ...unidad, variantes: unidad.variantes ?? [] });
    } catch (err) {
      // Field errors go under their field; the alert carries the server detail or the spec's text.
      const fields = (['nombre', 'abreviatura'] as const).flatMap((name) => {
        const errors = fieldErrorMessages(err, name);
        return errors ? [{ name, errors }] : [];
      });
      if (fields.length) form.setFields(fields);
      setError(errorDetail(err) ?? UNIDAD_CREATE_FAILED);
    }
  };

  return (
    <Modal
      title="Crear nueva unidad"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={create.isPending}>
          Cancelar
        </Button>,
        <Button key="create" type="primary" onClick={() => form.submit()} disabled={create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear'}
        </Button>,
      ]}
    >
      <Form<UnidadCreateRequest> form={form} name="unidad" layout="vertical" onFinish={submit} requiredMark>
        <Form.Item label="Nombre" name="nombre" rules={[{ required: true, whitespace: true, message: 'El nombre es obligatorio.' }]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          label="Abreviatura"
          name="abreviatura"
          rules={[{ required: true, whitespace: true, message: 'La abreviatura es obligatoria.' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}
