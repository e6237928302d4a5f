import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: ReactNode;
  /** Actions at the right of the title (create buttons, links). */
  extra?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The common frame of a screen: one h1 title, its actions, then the content. */
export function PageFrame({ title, extra, subtitle, children }: PageFrameProps) {
  return (
    <section className="gestion-page-frame" style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24, lineHeight: 1.3 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {extra && (
          <Flex wrap gap={8} align="center">
            {extra}
          </Flex>
        )}
      </Flex>
      {children}
    </section>
  );
}
