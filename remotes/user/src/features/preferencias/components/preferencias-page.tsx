import { errorMessage, useRodoxContextos } from '@gestion/api';
import { useDashboardConfig } from '../../../api/get-dashboard-config';
import { useSetContextosFavoritos } from '../api/set-contextos-favoritos';
import { LoadError, PageFrame, toast } from '@gestion/ui';
import { Alert, Button, Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

export const PREFERENCIAS_GUARDADAS = 'Preferencias guardadas';
export const PREFERENCIAS_ERROR = 'Error al guardar';

function FavoritosForm({ initial }: { initial: string[] }) {
  const contextos = useRodoxContextos();
  const save = useSetContextosFavoritos();
  const [favoritos, setFavoritos] = useState<string[]>(initial);
  const [failure, setFailure] = useState<string | null>(null);

  const onSave = async () => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ contextos_favoritos: favoritos });
      setFavoritos(saved.contextos_favoritos);
      toast.success(PREFERENCIAS_GUARDADAS);
    } catch (err) {
      setFailure(errorMessage(err, ''));
      toast.error(PREFERENCIAS_ERROR);
    }
  };

  return (
    <form
      noValidate
      aria-label="Preferencias del dashboard"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <Flex orientation="vertical" gap={12}>
        <label htmlFor="contextos-favoritos">Contextos favoritos</label>
        <Typography.Text type="secondary">El dashboard muestra el último sorteo de cada uno, en el orden en que los elijas.</Typography.Text>
        {contextos.isError && <LoadError title="Error al cargar los contextos." error={contextos.error} />}
        <Select<string[]>
          id="contextos-favoritos"
          mode="multiple"
          allowClear
          placeholder="Elige contextos por sigla"
          loading={contextos.isPending}
          value={favoritos}
          onChange={(v) => {
            setFavoritos(v);
            setFailure(null);
          }}
          optionFilterProp="label"
          options={(contextos.data ?? []).map((c) => ({ value: c.sigla, label: c.sigla }))}
        />
        {failure !== null && <Alert type="error" showIcon role="alert" title={PREFERENCIAS_ERROR} description={failure || undefined} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Guardar
          </Button>
          <Link to="/user/dashboard">Volver al dashboard</Link>
        </Flex>
      </Flex>
    </form>
  );
}

/** /user/preferencia/edit: the dashboard's favourite contexts (by sigla, in the chosen order). */
export default function PreferenciasPage() {
  const config = useDashboardConfig();

  let body;
  if (config.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (config.isError) body = <LoadError title="Error al cargar datos del dashboard" error={config.error} />;
  else body = <FavoritosForm initial={config.data.contextos_favoritos} />;

  return (
    <PageFrame title="Preferencias del dashboard">
      <Card style={{ maxWidth: 640, width: '100%' }}>{body}</Card>
    </PageFrame>
  );
}
