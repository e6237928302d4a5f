import { errorMessage, useCreateGroup, useRenameGroup } from '@gestion/api';
import type { Group } from '@gestion/contract';
import { toast } from '@gestion/ui';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';

export interface GroupNameModalProps {
  /** null creates a group; a group renames it */
  group: Group | null;
  onClose(): void;
}

export function GroupNameModal({ group, onClose }: GroupNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || rename.isPending;

  const onFinish = async ({ name }: { name: string }) => {
    setError(null);
    try {
      if (group) await rename.mutateAsync({ id: group.id, name: name.trim() });
      else await create.mutateAsync({ name: name.trim() });
      toast.success(group ? 'Grupo renombrado' : 'Grupo creado');
      onClose();
    } catch (err) {
      setError(errorMessage(err, group ? 'No se pudo renombrar el grupo' : 'No se pudo crear el grupo'));
    }
  };

  return (
    <Modal
      open
      title={group ? `Renombrar grupo "${group.name}"` : 'Crear grupo'}
      okText={group ? 'Guardar' : 'Crear'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: group?.name ?? '' }} onFinish={(v) => void onFinish(v)} requiredMark={false}>
        <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, message: 'Este campo es obligatorio.' }]}>
          <Input autoFocus maxLength={150} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
