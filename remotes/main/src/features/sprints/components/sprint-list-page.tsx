import type { Sprint } from '@gestion/contract';
import { SPRINT_RESOURCE } from '@gestion/contract/resources/main';
import { mainKeys, useSprints } from '@gestion/api';
import { DataTable, PageFrame, useRecordActions, type DataTableColumn } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { RecordActionButtons } from '../../../components/record-action-buttons';

/** /main/sprint/list */
export function SprintListPage() {
  const sprints = useSprints();
  const navigate = useNavigate();
  const client = useQueryClient();
  // A removed sprint takes its tasks: every sprint and task query shows the change.
  const actions = useRecordActions<Sprint>(SPRINT_RESOURCE, () => void client.invalidateQueries({ queryKey: mainKeys.all }));

  const columns: DataTableColumn<Sprint>[] = [
    { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortable: true, hideable: false },
    {
      key: 'descripcion',
      title: 'Descripción',
      dataIndex: 'descripcion',
      render: (s) => <span style={{ whiteSpace: 'pre-wrap' }}>{s.descripcion}</span>,
    },
    {
      key: 'acciones',
      title: 'Acciones',
      hideable: false,
      render: (s) => (
        <Space size={0} wrap>
          <Link to={`/main/sprint/${s.id}`}>Ver tareas</Link>
          <RecordActionButtons actions={actions} row={s} />
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title="Sprints"
      extra={
        <>
          <Link to="/main/sprint/list/view/extended">Ver todos con tareas</Link>
          <Button type="primary" onClick={() => navigate('/main/sprint/create')}>
            + Crear sprint
          </Button>
        </>
      }
    >
      <DataTable<Sprint>
        data={sprints.data ?? []}
        columns={columns}
        rowKey="id"
        loading={sprints.isLoading}
        error={sprints.error}
        emptyMessage="No hay sprints"
      />
      {actions.dialog}
    </PageFrame>
  );
}
