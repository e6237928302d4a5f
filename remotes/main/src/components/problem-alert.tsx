import { Alert } from 'antd';

/** A failed action: the screen's text from the spec, and the reason below when there is one. */
export interface Problem {
  title: string;
  description?: string;
}

export interface ProblemAlertProps {
  problem: Problem | null;
  onClose(): void;
}

/** The closable alert of a failed action (nothing while there is none). */
export function ProblemAlert({ problem, onClose }: ProblemAlertProps) {
  if (!problem) return null;
  return (
    <Alert type="error" showIcon role="alert" title={problem.title} description={problem.description} closable={{ onClose, 'aria-label': 'Cerrar' }} />
  );
}
