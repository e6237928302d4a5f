import { errorMessage } from '@gestion/api';
import { Alert } from 'antd';

export interface LoadErrorProps {
  /** The spec's text; the server's reason, when it gave one, goes below. */
  title: string;
  error?: unknown;
}

export function LoadError({ title, error }: LoadErrorProps) {
  return <Alert type="error" showIcon role="alert" title={title} description={errorMessage(error, '') || undefined} />;
}
