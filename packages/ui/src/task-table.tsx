import { Alert, Button, Flex, Input, Skeleton, Table, Tag, Tooltip, Typography, theme } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { CheckIcon, CloseIcon, CopyIcon } from './task-icons';
import { WIDE_TABLE_CLASS } from './wide-table';
import { useIsMobile } from './use-media-query';

export interface Task {
  id: number | string;
  descripcion: string;
  estado: string;
}

export type TaskEstadoFinal = 'completada' | 'descartada';

export const BLANK_TASK_MESSAGE = 'La descripción no puede estar vacía.';

export interface TaskTableProps<T extends Task = Task> {
  tasks: T[];
  /** Rejections are the caller's to report; the row just leaves its busy state. */
  onChangeEstado(task: T, estado: TaskEstadoFinal): Promise<unknown>;
  /** Resolving closes the dialog; rejecting keeps it open for the caller's error message. */
  onCreate?(descripcion: string): Promise<unknown>;
  /** Shows '+ Nueva Tarea' (default: whenever onCreate is given). */
  canCreate?: boolean;
  loading?: boolean;
  title?: ReactNode;
  emptyMessage?: ReactNode;
  /** Forces the narrow layout (icon-only actions); by default it follows the screen width. */
  mobile?: boolean;
  /** More actions of a task, after its estado buttons (the record's 'Editar' and 'Eliminar'). */
  rowActions?(task: T): ReactNode;
}

/** Anything that is not completada or descartada counts as pending (spec section 4). */
export function taskEstadoKind(estado: string | null | undefined): 'completada' | 'descartada' | 'pendiente' {
  if (estado === 'completada' || estado === 'descartada') return estado;
  return 'pendiente';
}

const TAG_COLOR = { completada: 'green', descartada: 'red', pendiente: 'gold' } as const;

export function TaskEstadoTag({ estado }: { estado: string | null | undefined }) {
  const kind = taskEstadoKind(estado);
  return <Tag color={TAG_COLOR[kind]}>{estado || 'pendiente'}</Tag>;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The narrow layout: three columns on a phone leave the description a sliver that breaks mid-word,
 * so each task is a card with its description across the whole width, then its estado and actions.
 */
function TaskCards<T extends Task>({
  tasks,
  loading,
  emptyMessage,
  actions,
}: {
  tasks: T[];
  loading: boolean;
  emptyMessage: ReactNode;
  actions(task: T): ReactNode;
}) {
  const { token } = theme.useToken();
  if (loading && tasks.length === 0) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (tasks.length === 0) return <Typography.Text type="secondary">{emptyMessage}</Typography.Text>;
  return (
    <ul aria-label="Tareas" aria-busy={loading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {tasks.map((task) => (
        <li key={task.id} style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', marginBottom: 8 }}>{task.descripcion}</Typography.Paragraph>
          <Flex align="center" justify="space-between" gap={8} wrap>
            <TaskEstadoTag estado={task.estado} />
            {actions(task)}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** Sprint and dashboard task table: Descripción, Estado, Acciones, plus the '+ Nueva Tarea' dialog. */
export function TaskTable<T extends Task = Task>({
  tasks,
  onChangeEstado,
  onCreate,
  canCreate,
  loading = false,
  title,
  emptyMessage = 'No hay tareas.',
  mobile,
  rowActions,
}: TaskTableProps<T>) {
  const autoMobile = useIsMobile();
  const compact = mobile ?? autoMobile;
  const [busy, setBusy] = useState<{ id: T['id']; estado: TaskEstadoFinal } | null>(null);
  const [copied, setCopied] = useState<{ id: T['id']; ok: boolean } | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const showCreate = (canCreate ?? true) && Boolean(onCreate);

  const change = async (task: T, estado: TaskEstadoFinal) => {
    setBusy({ id: task.id, estado });
    try {
      await onChangeEstado(task, estado);
    } catch {
      // Reported by the caller (spec: 'Error al cambiar el estado', 'No se pudo actualizar la tarea.').
    } finally {
      setBusy(null);
    }
  };

  const copy = async (task: T) => {
    const ok = await copyText(task.descripcion);
    setCopied({ id: task.id, ok });
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(null), 1500);
  };

  const closeDialog = () => {
    setCreating(false);
    setDraft('');
    setDraftError(null);
  };

  const submit = () => {
    const descripcion = draft.trim();
    if (!descripcion) {
      setDraftError(BLANK_TASK_MESSAGE);
      return;
    }
    // A refusal is the caller's to show ('Error al crear la tarea'); the dialog stays open with the text.
    return onCreate?.(descripcion);
  };

  const actionButton = (task: T, estado: TaskEstadoFinal) => {
    const label = estado === 'completada' ? 'Completar' : 'Descartar';
    const done = taskEstadoKind(task.estado) === estado;
    const isBusy = busy?.id === task.id && busy.estado === estado;
    const button = (
      <Button
        size="small"
        type={estado === 'completada' ? 'primary' : 'default'}
        danger={estado === 'descartada'}
        ghost={estado === 'completada' && !done}
        icon={estado === 'completada' ? <CheckIcon /> : <CloseIcon />}
        aria-label={compact ? label : undefined}
        disabled={done || (busy !== null && busy.id === task.id && !isBusy)}
        loading={isBusy}
        onClick={() => change(task, estado)}
      >
        {compact ? null : label}
      </Button>
    );
    return compact ? <Tooltip title={label}>{button}</Tooltip> : button;
  };

  const actions = (task: T) => {
    const wasCopied = copied?.id === task.id;
    const copyLabel = wasCopied ? (copied.ok ? 'Copiado' : 'No se pudo copiar') : 'Copiar';
    const copyButton = (
      <Button size="small" icon={wasCopied && copied.ok ? <CheckIcon /> : <CopyIcon />} aria-label={compact ? copyLabel : undefined} onClick={() => copy(task)}>
        {compact ? null : copyLabel}
      </Button>
    );
    return (
      <Flex gap={6} wrap>
        {/* a tooltip only where the label is not written: each is a trigger component per row */}
        {compact ? <Tooltip title={copyLabel}>{copyButton}</Tooltip> : copyButton}
        {actionButton(task, 'completada')}
        {actionButton(task, 'descartada')}
        {rowActions?.(task)}
      </Flex>
    );
  };

  const columns: TableProps<T>['columns'] = [
    {
      key: 'descripcion',
      title: 'Descripción',
      render: (_, task) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.descripcion}</span>,
    },
    {
      key: 'estado',
      title: 'Estado',
      width: 120,
      render: (_, task) => <TaskEstadoTag estado={task.estado} />,
    },
    {
      key: 'acciones',
      title: 'Acciones',
      width: rowActions ? 470 : 330,
      render: (_, task) => actions(task),
    },
  ];

  return (
    <div className="gestion-task-table">
      {(title || showCreate) && (
        <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
          {title ? (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          ) : (
            <span />
          )}
          {showCreate && (
            <Button type="primary" onClick={() => setCreating(true)}>
              + Nueva Tarea
            </Button>
          )}
        </Flex>
      )}
      {compact ? (
        <TaskCards tasks={tasks} loading={loading} emptyMessage={emptyMessage} actions={actions} />
      ) : (
        <Table<T>
          columns={columns}
          dataSource={tasks}
          rowKey="id"
          pagination={false}
          loading={loading}
          size="small"
          locale={{ emptyText: emptyMessage }}
          className={WIDE_TABLE_CLASS}
        />
      )}
      <FormDialog title="Nueva Tarea" open={creating} onClose={closeDialog} submit={submit}>
        <Flex orientation="vertical" gap={8}>
          <Input.TextArea
            aria-label="Descripción"
            placeholder="Descripción de la tarea"
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={draft}
            status={draftError ? 'error' : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              if (draftError) setDraftError(null);
            }}
            autoFocus
          />
          {draftError && <Alert type="error" showIcon role="alert" title={draftError} />}
        </Flex>
      </FormDialog>
    </div>
  );
}
