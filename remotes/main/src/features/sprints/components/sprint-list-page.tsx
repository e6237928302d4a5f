import type { Sprint } from '@gestion/contract';
import { useSprints } from '@gestion/api';
import { DataTable, PageFrame, type DataTableColumn } from '@gestion/ui';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

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
    render: (s) => <Link to={`/main/sprint/${s.id}`}>Ver tareas</Link>,
  },
];

/** /main/sprint/list */
export function SprintListPage() {
  const sprints = useSprints();
  const navigate = useNavigate();
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
    </PageFrame>
  );
}
