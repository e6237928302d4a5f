import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { serverReason } from '../lib/task-errors';

export interface LoadErrorProps {
  /** The screen's text from the spec; the server's reason (or the error's message) goes below. */
  title: string;
  error?: unknown;
  action?: ReactNode;
}

export function LoadError({ title, error, action }: LoadErrorProps) {
  const reason = serverReason(error) ?? (error instanceof Error ? error.message : undefined);
  return <Alert type="error" showIcon role="alert" title={title} description={reason} action={action} />;
}
