import type { Tarea } from '@gestion/contract';
import { TAREA_RESOURCE } from '@gestion/contract/resources/main';
import { mainKeys, useChangeTareaEstado, useChangeTareaEstadoSprint, useCreateTarea } from '@gestion/api';
import { useSession } from '@gestion/session';
import { TaskTable, toast, useRecordActions, type TaskEstadoFinal } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { ESTADO_CHANGE_FAILED, TASK_CREATE_FAILED, taskUpdateError } from '../lib/task-errors';
import { ProblemAlert, type Problem } from './problem-alert';
import { RecordActionButtons } from './record-action-buttons';

export interface SprintTasksProps {
  sprintId: number;
  tareas: Tarea[];
  loading?: boolean;
  title?: ReactNode;
  /**
   * 'sprint': the single-sprint screen, which calls /api/tareas/{id}/estado/ and explains the
   * failure inline ('No se pudo actualizar la tarea.' + 'Motivo: …'); elsewhere the /api/main/ call
   * and the alert 'Error al cambiar el estado' (spec section 8 "Main").
   */
  variant?: 'sprint' | 'list';
}

/**
 * The shared task table bound to one sprint: estado changes, '+ Nueva Tarea' and their errors, and
 * a task's 'Editar' and 'Eliminar' for holders of main.change_/delete_tareasprint.
 */
export function SprintTasks({ sprintId, tareas, loading, title, variant = 'list' }: SprintTasksProps) {
  const { hasPermission } = useSession();
  const changeMain = useChangeTareaEstado();
  const changeSprint = useChangeTareaEstadoSprint();
  const create = useCreateTarea();
  const [error, setError] = useState<Problem | null>(null);
  const client = useQueryClient();
  // The sprint screens read tasks through their sprint's query too: both show the change.
  const actions = useRecordActions<Tarea>(TAREA_RESOURCE, () => void client.invalidateQueries({ queryKey: mainKeys.all }));
  const rowActions = actions.canEdit || actions.canDelete ? (task: Tarea) => <RecordActionButtons actions={actions} row={task} /> : undefined;

  const onChangeEstado = async (task: Tarea, estado: TaskEstadoFinal) => {
    setError(null);
    try {
      const change = variant === 'sprint' ? changeSprint : changeMain;
      await change.mutateAsync({ id: task.id, estado });
    } catch (err) {
      if (variant === 'sprint') setError(taskUpdateError(err));
      else window.alert(ESTADO_CHANGE_FAILED);
      throw err;
    }
  };

  const onCreate = async (descripcion: string) => {
    try {
      await create.mutateAsync({ descripcion, sprint_id: sprintId });
    } catch (err) {
      toast.error(TASK_CREATE_FAILED);
      throw err;
    }
  };

  return (
    <Flex vertical gap={12}>
      <ProblemAlert problem={error} onClose={() => setError(null)} />
      <TaskTable<Tarea>
        title={title}
        tasks={tareas}
        loading={loading}
        onChangeEstado={onChangeEstado}
        onCreate={onCreate}
        canCreate={hasPermission('main.add_tareasprint')}
        emptyMessage="No hay tareas."
        rowActions={rowActions}
      />
      {actions.dialog}
    </Flex>
  );
}
