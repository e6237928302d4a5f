import { useSprintsConTareas } from '../api/get-sprints-con-tareas';
import { LoadError, PageFrame, useIsMobile } from '@gestion/ui';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SprintTasks } from '../../../components/sprint-tasks';

const NO_SPRINTS = 'No hay sprints';

/** /main/sprint/list/view/extended: every sprint with its tasks. */
export function SprintExtendedPage() {
  const sprints = useSprintsConTareas();
  // On a phone the card's own padding would leave the task table too narrow.
  const isMobile = useIsMobile();
  let body;
  if (sprints.isLoading) body = <Skeleton active />;
  else if (sprints.isError) body = <LoadError title="Ocurrió un error." error={sprints.error} />;
  else if (!sprints.data?.length) body = <Empty description={NO_SPRINTS} />;
  else
    body = (
      <Flex vertical gap={16}>
        {sprints.data.map((s) => (
          <Card
            key={s.id}
            title={s.nombre}
            extra={<Link to={`/main/sprint/${s.id}`}>Ver tareas</Link>}
            size={isMobile ? 'small' : undefined}
            styles={{ body: isMobile ? { padding: 8 } : { paddingTop: 12 } }}
          >
            {s.descripcion && (
              <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {s.descripcion}
              </Typography.Paragraph>
            )}
            <SprintTasks sprintId={s.id} tareas={s.tareas ?? []} />
          </Card>
        ))}
      </Flex>
    );
  return (
    <PageFrame title="Sprints y tareas" extra={<Link to="/main/sprint/list">Volver a sprints</Link>}>
      {body}
    </PageFrame>
  );
}
