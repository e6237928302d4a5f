import type { PermissionKey } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { Button } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton, type CsvExportProps } from './csv-export-button';
import { PageFrame } from './page-frame';
import { useRecordActions, type ActionableResource } from './record-actions';
import { ServerTable, type ServerTableProps } from './server-table';
import type { UseServerListResult } from './use-server-list';

export interface CreateAction {
  label: string;
  /** Only who holds it sees the button (the server refuses the others anyway). */
  permission: PermissionKey;
  /** A route to open: the button is a link. */
  to?: string;
  onClick?(): void;
  /** The create form as a dialog: the button opens it; it calls `onClose` once done or cancelled. */
  dialog?(props: { open: boolean; onClose(): void }): ReactNode;
}

export interface ResourceListPageProps<T> extends Omit<ServerTableProps<T>, keyof UseServerListResult<T>['tableProps'] | 'rowKey'> {
  title: ReactNode;
  /** Rows are told apart by `id` unless said otherwise. */
  rowKey?: ServerTableProps<T>['rowKey'];
  /** What `useServerList(<endpoint>QueryOptions)` returned. */
  list: UseServerListResult<T>;
  create?: CreateAction;
  /** The load error's text; by default what the server said, under 'Ocurrió un error.'. */
  errorText?(error: unknown): string;
  /** Dialogs the rows or the create button open. */
  children?: ReactNode;
  /**
   * 'Exportar CSV' of this list, with its current search and ordering: its URL (the file is
   * `<url>exportar/`) and its own filters. The server checks the list's permission.
   */
  csvExport?: Pick<CsvExportProps, 'url' | 'params'>;
  /**
   * The rows' 'Editar' and 'Eliminar' of a declared resource (its declaration), each for holders
   * of its permission; the list refreshes after a change. Without the permissions nothing changes.
   */
  recordActions?: ActionableResource<T>;
}

/** The screen of a server-paginated resource: title, gated create button, server table, 'Exportar CSV'. */
export function ResourceListPage<T extends { id: Key }>({
  title,
  list,
  create,
  errorText,
  children,
  csvExport,
  toolbarExtra,
  rowKey = 'id',
  ...table
}: ResourceListPageProps<T>) {
  // Taken here, not in the parameter list: the signature stays the one apps of 2.x were built against (api-report).
  const { recordActions, columns, ...rest } = table;
  const { hasPermission } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Every page of this list (its key without the page's query) shows the change.
  const actions = useRecordActions<T>(recordActions, () => void client.invalidateQueries({ queryKey: list.queryKey.slice(0, -1) }));
  const [creating, setCreating] = useState(false);
  const action =
    create && hasPermission(create.permission) ? (
      <Button
        type="primary"
        href={create.to}
        onClick={(e) => {
          if (create.to) {
            e.preventDefault();
            void navigate(create.to);
          }
          create.onClick?.();
          if (create.dialog) setCreating(true);
        }}
      >
        {create.label}
      </Button>
    ) : null;
  return (
    <PageFrame title={title} extra={action}>
      <ServerTable<T>
        {...rest}
        columns={actions.column ? [...columns, actions.column] : columns}
        toolbarExtra={
          csvExport ? (
            <>
              {toolbarExtra}
              <CsvExportButton {...csvExport} search={list.params.search} ordering={list.params.ordering} />
            </>
          ) : (
            toolbarExtra
          )
        }
        rowKey={rowKey}
        {...list.tableProps}
        error={list.error && errorText ? errorText(list.error) : list.error}
      />
      {create?.dialog?.({ open: creating, onClose: () => setCreating(false) })}
      {actions.dialog}
      {children}
    </PageFrame>
  );
}
