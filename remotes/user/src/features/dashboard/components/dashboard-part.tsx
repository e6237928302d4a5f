import { Card } from 'antd';
import type { ReactNode } from 'react';

export interface DashboardPartProps {
  /** The card's heading; also the name of its region (tests and screen readers find the part by it). */
  title: string;
  /** True until the part's calls have answered (or failed): `aria-busy`, read by the bench and the tests. */
  busy: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** One part of the dashboard: a card that loads and fails on its own. */
export function DashboardPart({ title, busy, extra, children }: DashboardPartProps) {
  return (
    <section aria-label={title} aria-busy={busy} data-dashboard-part style={{ height: '100%' }}>
      <Card title={title} extra={extra} style={{ height: '100%' }}>
        {children}
      </Card>
    </section>
  );
}
