import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { describeError } from './text';

export interface ErrorPanelProps {
  error: unknown;
  action?: ReactNode;
}

/** The tables' error state: 'Ocurrió un error.' plus whatever message the error carries. */
export function ErrorPanel({ error, action }: ErrorPanelProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="Ocurrió un error."
      description={describeError(error)}
      action={action}
    />
  );
}
