import type { Subproyecto } from '@gestion/contract';
import { SUBPROYECTO_RESOURCE } from '@gestion/contract/resources/main';
import { mainKeys, serverReason } from '@gestion/api';
import { useCreateSubproyecto } from '../api/create-subproyecto';
import { useSubproyectos } from '../api/get-subproyectos';
import { useUpdateSubproyecto } from '../api/update-subproyecto';
import { DataTable, type DataTableColumn, LoadError, PageFrame, useIsMobile, useRecordActions } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { ProblemAlert, type Problem } from '../../../components/problem-alert';
import { RecordActionButtons } from '../../../components/record-action-buttons';

const SUBPROYECTOS_LOAD_FAILED = 'No se pudieron cargar los subproyectos';
const SUBPROYECTO_CREATE_FAILED = 'No se pudo crear el subproyecto';
const SUBPROYECTO_TOGGLE_FAILED = 'No se pudo cambiar el estado';
const NOMBRE_REQUIRED = 'El nombre es obligatorio.';

interface FormValues {
  nombre: string;
  descripcion?: string;
}

/**
 * /main/subproyecto/list: the list, the create form and the Activar/Desactivar toggle; 'Editar'
 * and 'Eliminar' for holders of main.change_/delete_subproyecto.
 */
export function SubproyectoListPage() {
  const list = useSubproyectos();
  const create = useCreateSubproyecto();
  const update = useUpdateSubproyecto();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const isMobile = useIsMobile();
  const client = useQueryClient();
  const actions = useRecordActions<Subproyecto>(SUBPROYECTO_RESOURCE, () => void client.invalidateQueries({ queryKey: mainKeys.subproyectos }));

  const onCreate = async (values: FormValues) => {
    setProblem(null);
    try {
      await create.mutateAsync({ nombre: values.nombre.trim(), descripcion: values.descripcion?.trim() ?? '' });
      form.resetFields();
    } catch (err) {
      setProblem({ title: SUBPROYECTO_CREATE_FAILED, description: serverReason(err) });
    }
  };

  const toggle = async (s: Subproyecto) => {
    setProblem(null);
    setToggling(s.id);
    try {
      await update.mutateAsync({ id: s.id, activo: !s.activo });
    } catch (err) {
      setProblem({ title: SUBPROYECTO_TOGGLE_FAILED, description: serverReason(err) });
    } finally {
      setToggling(null);
    }
  };

  const columns: DataTableColumn<Subproyecto>[] = [
    { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortable: true, hideable: false },
    { key: 'descripcion', title: 'Descripción', dataIndex: 'descripcion' },
    {
      key: 'activo',
      title: 'Estado',
      sortable: true,
      sortValue: (s) => (s.activo ? 1 : 0),
      searchValue: (s) => (s.activo ? 'Activo' : 'Inactivo'),
      render: (s) => <Tag color={s.activo ? 'green' : 'default'}>{s.activo ? 'Activo' : 'Inactivo'}</Tag>,
    },
    {
      key: 'acciones',
      title: 'Acciones',
      hideable: false,
      render: (s) => (
        <Space size={0} wrap>
          <Button
            size="small"
            danger={s.activo}
            loading={toggling === s.id}
            disabled={toggling !== null && toggling !== s.id}
            onClick={() => void toggle(s)}
            aria-label={`${s.activo ? 'Desactivar' : 'Activar'} ${s.nombre}`}
          >
            {s.activo ? 'Desactivar' : 'Activar'}
          </Button>
          <RecordActionButtons actions={actions} row={s} />
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="Subproyectos">
      <Card title="Nuevo subproyecto" size="small">
        <Form<FormValues> form={form} name="subproyecto" layout={isMobile ? 'vertical' : 'inline'} onFinish={onCreate} requiredMark style={{ rowGap: 8 }}>
          <Form.Item
            label="Nombre"
            name="nombre"
            rules={[{ required: true, whitespace: true, message: NOMBRE_REQUIRED }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="Descripción" name="descripcion">
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Crear
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      {list.isError ? (
        <LoadError title={SUBPROYECTOS_LOAD_FAILED} error={list.error} />
      ) : (
        <DataTable<Subproyecto>
          data={list.data ?? []}
          columns={columns}
          rowKey="id"
          loading={list.isLoading}
          emptyMessage="No hay subproyectos"
        />
      )}
      {actions.dialog}
    </PageFrame>
  );
}
