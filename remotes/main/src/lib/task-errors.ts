import { errorStatus, serverReason } from '@gestion/api';

const TASK_UPDATE_FAILED = 'No se pudo actualizar la tarea.';
export const ESTADO_CHANGE_FAILED = 'Error al cambiar el estado';
export const TASK_CREATE_FAILED = 'Error al crear la tarea';

const STATUS_TEXT: Record<number, string> = {
  403: 'No tienes permisos para modificar esta tarea.',
  404: 'La tarea no existe o fue eliminada.',
  500: 'Error interno del servidor.',
};

export interface TaskUpdateError {
  title: string;
  /** 'Motivo: …' with the server's reason, else the text of the status, else nothing. */
  description?: string;
}

/** The single-sprint screen's texts for a failed estado change (spec section 8 "Main"). */
export function taskUpdateError(err: unknown): TaskUpdateError {
  const reason = serverReason(err);
  if (reason) return { title: TASK_UPDATE_FAILED, description: `Motivo: ${reason}` };
  const status = errorStatus(err);
  const byStatus = status !== undefined ? STATUS_TEXT[status] : undefined;
  return byStatus ? { title: TASK_UPDATE_FAILED, description: byStatus } : { title: TASK_UPDATE_FAILED };
}
