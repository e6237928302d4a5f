import { errorStatus } from '@gestion/api';
import { useSprint } from '@gestion/api/main/get-sprint';
import { PageFrame } from '@gestion/ui';
import { Empty, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { SprintTasks } from '../../tareas/components/sprint-tasks';

export const SPRINT_NOT_FOUND = 'No se encontró el sprint';

/** /main/sprint/{id} */
export function SprintDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const sprint = useSprint(id, { enabled: valid });
  const back = <Link to="/main/sprint/list">Volver a sprints</Link>;

  if (valid && sprint.isLoading) {
    return (
      <PageFrame title="Sprint" extra={back}>
        <Skeleton active />
      </PageFrame>
    );
  }
  if (!valid || errorStatus(sprint.error) === 404 || (!sprint.isError && !sprint.data)) {
    return (
      <PageFrame title="Sprint" extra={back}>
        <Empty description={SPRINT_NOT_FOUND} />
      </PageFrame>
    );
  }
  if (sprint.isError || !sprint.data) {
    return (
      <PageFrame title="Sprint" extra={back}>
        <LoadError title="Ocurrió un error." error={sprint.error} />
      </PageFrame>
    );
  }
  const data = sprint.data;
  return (
    <PageFrame title={data.nombre} extra={back}>
      {data.descripcion && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {data.descripcion}
        </Typography.Paragraph>
      )}
      <SprintTasks sprintId={data.id} tareas={data.tareas ?? []} loading={sprint.isFetching} variant="sprint" />
    </PageFrame>
  );
}
