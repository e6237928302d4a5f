import { errorMessage, useSprints, useTareas } from '@gestion/api';
import { LoadError, PageFrame } from '@gestion/ui';
import { Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { SprintTasks } from '../../../components/sprint-tasks';

const EXPECTATIVAS_NOT_FOUND = 'No se encontró el sprint de expectativas para este subproyecto.';
const EXPECTATIVAS_FAILED = 'Error al buscar el sprint de expectativas.';
const TAREAS_FAILED = 'Error al cargar tareas.';

/** The sprint a sub-project's task screens read (spec section 9). */
function expectativasSprintName(subproyecto: string): string {
  return `${subproyecto} - expectativas`;
}

function titleCase(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** /{subproyecto}/tareas/list: the sprint '{subproyecto} - expectativas' and its tasks. */
export function TareasSubproyectoPage() {
  const subproyecto = useParams().subproyecto ?? '';
  const nombre = expectativasSprintName(subproyecto);
  const sprints = useSprints({ nombre });
  const sprint = sprints.data?.find((s) => s.nombre.toLowerCase() === nombre.toLowerCase()) ?? sprints.data?.[0];
  const tareas = useTareas(sprint?.id);

  let body;
  if (sprints.isLoading) body = <Skeleton active />;
  else if (sprints.isError) body = <LoadError title={EXPECTATIVAS_FAILED} error={sprints.error} />;
  else if (!sprint) body = <LoadError title={EXPECTATIVAS_NOT_FOUND} />;
  // 'Error al cargar tareas.' unless the server's detail or the error's message says more (spec section 8).
  else if (tareas.isError) body = <LoadError title={errorMessage(tareas.error, TAREAS_FAILED)} />;
  else body = <SprintTasks sprintId={sprint.id} tareas={tareas.data ?? []} loading={tareas.isLoading} title={sprint.nombre} />;

  return <PageFrame title={`Tareas ${titleCase(subproyecto)}`}>{body}</PageFrame>;
}
