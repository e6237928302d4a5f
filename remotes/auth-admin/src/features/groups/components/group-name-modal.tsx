import { errorMessage } from '@gestion/api';
import { useCreateGroup } from '../api/create-group';
import { useRenameGroup } from '../api/rename-group';
import type { Group } from '@gestion/contract';
import { FormDialog } from '@gestion/ui';
import { Form, Input } from 'antd';

export interface GroupNameModalProps {
  /** null creates a group; a group renames it */
  group: Group | null;
  onClose(): void;
}

export function GroupNameModal({ group, onClose }: GroupNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateGroup();
  const rename = useRenameGroup();

  const submit = ({ name }: { name: string }) =>
    group ? rename.mutateAsync({ id: group.id, name: name.trim() }) : create.mutateAsync({ name: name.trim() });

  return (
    <FormDialog<{ name: string }>
      title={group ? `Renombrar grupo "${group.name}"` : 'Crear grupo'}
      okText={group ? 'Guardar' : 'Crear'}
      onClose={onClose}
      form={form}
      formProps={{ initialValues: { name: group?.name ?? '' }, requiredMark: false }}
      submit={submit}
      successText={group ? 'Grupo renombrado' : 'Grupo creado'}
      errorText={(err) => errorMessage(err, group ? 'No se pudo renombrar el grupo' : 'No se pudo crear el grupo')}
    >
      <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, message: 'Este campo es obligatorio.' }]}>
        <Input autoFocus maxLength={150} />
      </Form.Item>
    </FormDialog>
  );
}
