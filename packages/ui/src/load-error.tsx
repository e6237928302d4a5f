import { errorMessage } from '@gestion/api';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  /** The screen's text from the spec; the server's reason, when it gave one, goes below. */
  title: string;
  error?: unknown;
  action?: ReactNode;
}

/** A screen's or a part's load failure: the spec's text, then the server's reason. */
export function LoadError({ title, error, action }: LoadErrorProps) {
  // errorMessage, not the error's own message: axios' 'Request failed with status code 500' is not for a person.
  const reason = errorMessage(error, '') || undefined;
  return <Alert type="error" showIcon role="alert" title={title} description={reason} action={action} />;
}
