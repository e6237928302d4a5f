import type { Equipo } from '@gestion/contract';
import { errorMessage } from '@gestion/api';
import { useEquiposInvitado } from '../api/get-equipos-invitado';
import { useEquiposPropios } from '../api/get-equipos-propios';
import { useSession } from '@gestion/session';
import { PageFrame } from '@gestion/ui';
import { Alert, Button, Col, Empty, Row, Skeleton, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { EQUIPO_TEXTS } from '../messages';
import { EquipoCard, type EquipoCardProps } from './equipo-card';

interface SectionProps {
  title: string;
  empty: string;
  query: UseQueryResult<Equipo[]>;
  me: EquipoCardProps['me'];
}

function EquiposSection({ title, empty, query, me }: SectionProps) {
  let body;
  if (query.isPending) body = <Skeleton active />;
  else if (query.isError) body = <Alert type="error" showIcon role="alert" title={EQUIPO_TEXTS.errorCargar} description={errorMessage(query.error, '')} />;
  else if (query.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else
    body = (
      <Row gutter={[16, 16]}>
        {query.data.map((e) => (
          <Col key={e.id} xs={24} md={12} xl={8}>
            <EquipoCard equipo={e} me={me} />
          </Col>
        ))}
      </Row>
    );
  return (
    <section aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {title}
      </Typography.Title>
      {body}
    </section>
  );
}

/** /terra/equipo/list: 'Mis Equipos', the teams I coordinate and those I was invited to. */
export function EquipoListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const propios = useEquiposPropios();
  const invitado = useEquiposInvitado();
  const me = session.user ? { id: session.user.id, username: session.user.username } : null;

  return (
    <PageFrame
      title="Mis Equipos"
      extra={
        session.hasPermission('terra.add_equipo') && (
          <Button type="primary" onClick={() => navigate('/terra/equipo/create')}>
            + Crear equipo
          </Button>
        )
      }
    >
      <EquiposSection title="Equipos que coordino" empty={EQUIPO_TEXTS.sinPropios} query={propios} me={me} />
      <EquiposSection title="Equipos donde soy invitado" empty={EQUIPO_TEXTS.sinInvitaciones} query={invitado} me={me} />
    </PageFrame>
  );
}
