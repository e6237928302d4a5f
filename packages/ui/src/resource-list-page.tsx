import type { PermissionKey } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from './page-frame';
import { ServerTable, type ServerTableProps } from './server-table';
import type { UseServerListResult } from './use-server-list';

export interface CreateAction {
  label: string;
  /** Only who holds it sees the button (the server refuses the others anyway). */
  permission: PermissionKey;
  /** A route to open: the button is a link. */
  to?: string;
  onClick?(): void;
}

export interface ResourceListPageProps<T> extends Omit<ServerTableProps<T>, keyof UseServerListResult<T>['tableProps']> {
  title: ReactNode;
  /** What `useServerList(<endpoint>QueryOptions)` returned. */
  list: UseServerListResult<T>;
  create?: CreateAction;
  /** The load error's text; by default what the server said, under 'Ocurrió un error.'. */
  errorText?(error: unknown): string;
  /** Dialogs the rows or the create button open. */
  children?: ReactNode;
}

/** The screen of a server-paginated resource: title, gated create button, server table. */
export function ResourceListPage<T>({ title, list, create, errorText, children, ...table }: ResourceListPageProps<T>) {
  const { hasPermission } = useSession();
  const navigate = useNavigate();
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
        }}
      >
        {create.label}
      </Button>
    ) : null;
  return (
    <PageFrame title={title} extra={action}>
      <ServerTable<T> {...table} {...list.tableProps} error={list.error && errorText ? errorText(list.error) : list.error} />
      {children}
    </PageFrame>
  );
}
