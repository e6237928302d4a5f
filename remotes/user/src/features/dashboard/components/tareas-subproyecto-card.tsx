import type { Tarea } from '@gestion/contract';
import { errorMessage, useChangeTareaEstado, useCreateTarea, useSprints, useTareas } from '@gestion/api';
import { useSession } from '@gestion/session';
import { LoadError, type TaskEstadoFinal, TaskTable, toast } from '@gestion/ui';
import { Skeleton } from 'antd';
import {
  ESTADO_CHANGE_FAILED,
  EXPECTATIVAS_FAILED,
  EXPECTATIVAS_NOT_FOUND,
  TAREAS_FAILED,
  TASK_CREATE_FAILED,
  expectativasSprintName,
  type SubproyectoDashboard,
} from '../lib/messages';
import { DashboardPart } from './dashboard-part';

function titleCase(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/**
 * The task table of one sub-project: its sprint '{sub} - expectativas' and that sprint's tasks,
 * with the shared table's actions (copy, complete, discard, '+ Nueva Tarea').
 */
export function TareasSubproyectoCard({ subproyecto }: { subproyecto: SubproyectoDashboard }) {
  const { hasPermission } = useSession();
  const nombre = expectativasSprintName(subproyecto);
  const sprints = useSprints({ nombre });
  const sprint = sprints.data?.find((s) => s.nombre.toLowerCase() === nombre.toLowerCase()) ?? sprints.data?.[0];
  const tareas = useTareas(sprint?.id);
  const change = useChangeTareaEstado();
  const create = useCreateTarea();
  const busy = sprints.isPending || (sprint !== undefined && tareas.isPending);

  const onChangeEstado = async (task: Tarea, estado: TaskEstadoFinal) => {
    try {
      await change.mutateAsync({ id: task.id, estado });
    } catch (err) {
      window.alert(ESTADO_CHANGE_FAILED);
      throw err;
    }
  };

  const onCreate = async (descripcion: string) => {
    if (!sprint) return;
    try {
      await create.mutateAsync({ descripcion, sprint_id: sprint.id });
    } catch (err) {
      toast.error(TASK_CREATE_FAILED);
      throw err;
    }
  };

  let body;
  if (sprints.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (sprints.isError) body = <LoadError title={EXPECTATIVAS_FAILED} error={sprints.error} />;
  else if (!sprint) body = <LoadError title={EXPECTATIVAS_NOT_FOUND} />;
  // 'Error al cargar tareas.' unless the server's detail says more (spec section 8 "Main").
  else if (tareas.isError) body = <LoadError title={errorMessage(tareas.error, TAREAS_FAILED)} />;
  else
    body = (
      <TaskTable<Tarea>
        title={sprint.nombre}
        tasks={tareas.data ?? []}
        loading={tareas.isPending}
        onChangeEstado={onChangeEstado}
        onCreate={onCreate}
        canCreate={hasPermission('main.add_tareasprint')}
        emptyMessage="No hay tareas."
      />
    );

  return (
    <DashboardPart title={`Tareas ${titleCase(subproyecto)}`} busy={busy}>
      {body}
    </DashboardPart>
  );
}
