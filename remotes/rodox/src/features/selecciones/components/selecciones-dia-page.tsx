import { useSeleccionesDelDia } from '../api/get-selecciones-del-dia';
import type { Seleccion } from '@gestion/contract';
import { LoadError, PageFrame } from '@gestion/ui';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { MarcaComunes, numerosTexto } from '../../../components/numeros';
import { ERROR_SELECCIONES, SIN_PARAMETROS, SIN_SELECCIONES, useSeleccionParams } from '../seleccion-params';

/** The selections by dreamer (sigla order), each group by ordinal. */
export function agruparPorSonador(selecciones: readonly Seleccion[]): [string, Seleccion[]][] {
  const grupos = new Map<string, Seleccion[]>();
  for (const s of selecciones) grupos.set(s.sonador_sigla, [...(grupos.get(s.sonador_sigla) ?? []), s]);
  return [...grupos.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sonador, filas]) => [sonador, filas.sort((a, b) => a.ordinal - b.ordinal)]);
}

/**
 * /rodox/{sigla}/{kardinal}/seleccion/list (the spec does not give its route): 'Combinaciones
 * seleccionadas para el día {fecha}', the day of the draw `kardinal`.
 */
export function SeleccionesDiaPage() {
  const { sigla, kardinal } = useSeleccionParams();
  const valid = sigla !== '' && kardinal !== null;
  const dia = useSeleccionesDelDia(sigla, kardinal ?? 0, { enabled: valid });

  let body;
  if (!valid) body = <Empty description={SIN_PARAMETROS} />;
  else if (dia.isLoading) body = <Skeleton active />;
  else if (dia.isError || !dia.data) body = <LoadError title={ERROR_SELECCIONES} error={dia.error} />;
  else if (dia.data.selecciones.length === 0) body = <Empty description={SIN_SELECCIONES} />;
  else
    body = (
      <Flex wrap gap={16}>
        {agruparPorSonador(dia.data.selecciones).map(([sonador, filas]) => (
          <Card key={sonador} title={sonador} size="small" style={{ minWidth: 260, flex: '1 1 260px' }}>
            <ul aria-label={`Selecciones de ${sonador}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {filas.map((s) => (
                <li key={s.id}>
                  <Typography.Text code>
                    {s.sonador_sigla}:{s.ordinal} --&gt; {numerosTexto(s.numeros_lista)}
                  </Typography.Text>{' '}
                  <MarcaComunes cantidad={s.numeros_comunes_cantidad} />
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Flex>
    );

  return (
    <PageFrame title={`Combinaciones seleccionadas para el día ${dia.data?.fecha ?? '—'}`} subtitle={valid ? `${sigla} · kardinal ${kardinal}` : undefined}>
      {body}
    </PageFrame>
  );
}
