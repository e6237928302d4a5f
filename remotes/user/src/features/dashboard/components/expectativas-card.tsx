import type { Expectativa } from '@gestion/contract';
import { useExpectativas } from '../api/get-expectativas';
import { Empty, Flex, Progress, Skeleton, Statistic, Typography } from 'antd';
import { DASHBOARD_LOAD_FAILED } from '../lib/messages';
import { DashboardPart } from './dashboard-part';
import { LoadError } from '@gestion/ui';

function titleCase(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

function ExpectativaItem({ e }: { e: Expectativa }) {
  const total = e.pendientes + e.completadas + e.descartadas;
  const done = total ? Math.round((e.completadas / total) * 100) : 0;
  return (
    <li aria-label={`Expectativas ${e.subproyecto}`} style={{ flex: '1 1 220px' }}>
      <Typography.Text strong>{titleCase(e.subproyecto)}</Typography.Text>
      <Flex gap={16} wrap style={{ marginTop: 4 }}>
        <Statistic title="Pendientes" value={e.pendientes} />
        <Statistic title="Completadas" value={e.completadas} />
        <Statistic title="Descartadas" value={e.descartadas} />
      </Flex>
      <Progress percent={done} size="small" aria-label={`${done}% completadas`} />
    </li>
  );
}

/** Task counts of each sub-project's expectativas sprint that the caller may see. */
export function ExpectativasCard() {
  const expectativas = useExpectativas();

  let body;
  if (expectativas.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (expectativas.isError) body = <LoadError title={DASHBOARD_LOAD_FAILED} error={expectativas.error} />;
  else if (expectativas.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hay expectativas para mostrar." />;
  else
    body = (
      <Flex component="ul" gap={24} wrap style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {expectativas.data.map((e) => (
          <ExpectativaItem key={e.subproyecto} e={e} />
        ))}
      </Flex>
    );

  return (
    <DashboardPart title="Expectativas" busy={expectativas.isPending}>
      {body}
    </DashboardPart>
  );
}
