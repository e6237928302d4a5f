import { errorStatus } from '@gestion/api';
import { useSprint } from '../api/get-sprint';
import { LoadError, PageFrame } from '@gestion/ui';
import { Empty, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { SprintTasks } from '../../../components/sprint-tasks';

const SPRINT_NOT_FOUND = 'No se encontró el sprint';

/** /main/sprint/{id} */
export function SprintDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const sprint = useSprint(id, { enabled: valid });
  const back = <Link to="/main/sprint/list">Volver a sprints</Link>;

  let title = 'Sprint';
  let body;
  if (valid && sprint.isLoading) body = <Skeleton active />;
  else if (!valid || errorStatus(sprint.error) === 404 || (!sprint.isError && !sprint.data))
    body = <Empty description={SPRINT_NOT_FOUND} />;
  else if (sprint.isError || !sprint.data) body = <LoadError title="Ocurrió un error." error={sprint.error} />;
  else {
    const data = sprint.data;
    title = data.nombre;
    body = (
      <>
        {data.descripcion && (
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {data.descripcion}
          </Typography.Paragraph>
        )}
        <SprintTasks sprintId={data.id} tareas={data.tareas ?? []} loading={sprint.isFetching} variant="sprint" />
      </>
    );
  }
  return (
    <PageFrame title={title} extra={back}>
      {body}
    </PageFrame>
  );
}
