import { errorMessage } from '@gestion/api';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** The spec's text for the failure; the server's reason goes below it when it gave one. */
  title: string;
  error?: unknown;
  action?: ReactNode;
}

export function LoadError({ title, error, action }: LoadErrorProps) {
  // errorMessage, not the error's message: axios' 'Request failed with status code 500' is not for a person.
  const reason = errorMessage(error, '') || undefined;
  return <Alert type="error" showIcon role="alert" title={title} description={reason} action={action} />;
}
