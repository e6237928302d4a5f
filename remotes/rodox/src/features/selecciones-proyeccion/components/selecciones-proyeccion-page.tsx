import { errorMessage } from '@gestion/api';
import { useSeleccionesDeProyeccion } from '../api/get-selecciones-de-proyeccion';
import { seleccionDeProyeccionKeys } from '../api/keys';
import type { Seleccion } from '@gestion/contract';
import { SELECCION_RESOURCE } from '@gestion/contract/resources/rodox';
import { PageFrame, useRecordActions } from '@gestion/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { VolverButton } from '../../../components/volver-button';

/** Spec section 2: the marker shows when more than 2 numbers match the drawn kandidatura. */
const MARKER_ABOVE = 2;
/** The message after 'Error: ' when the server gave no reason (the spec's text of the same failure elsewhere). */
const LOAD_FAILED = 'No se pudieron cargar las selecciones.';

export interface GrupoSonador {
  sonador: string;
  selecciones: Seleccion[];
}

/** By dreamer in the order the server sends them, each sorted by ordinal. */
export function agruparPorSonador(selecciones: Seleccion[]): GrupoSonador[] {
  const grupos = new Map<string, Seleccion[]>();
  for (const s of selecciones) grupos.set(s.sonador_sigla, [...(grupos.get(s.sonador_sigla) ?? []), s]);
  return [...grupos].map(([sonador, list]) => ({ sonador, selecciones: [...list].sort((a, b) => a.ordinal - b.ordinal) }));
}

/** '{sonador_sigla}:{ordinal} --> numbers separated by spaces' (spec section 2). */
export function lineaSeleccion(s: Seleccion): string {
  return `${s.sonador_sigla}:${s.ordinal} --> ${s.numeros_lista.join(' ')}`;
}

/**
 * The spec's '**(N N)' does not say what its two numbers are. Read here as "N of N": how many
 * numbers matched the drawn kandidatura, then how many the selection has, e.g. '**(3 6)'.
 * Null when the draw has not come yet or 2 or fewer matched.
 */
export function marcaComunes(s: Seleccion): string | null {
  const comunes = s.numeros_comunes_cantidad;
  if (comunes === null || comunes === undefined || comunes <= MARKER_ABOVE) return null;
  return `**(${comunes} ${s.numeros_lista.length})`;
}

function Contenido({ proyeccionId }: { proyeccionId: number }) {
  const query = useSeleccionesDeProyeccion(proyeccionId);
  const client = useQueryClient();
  // 'Eliminar' on each line for holders of rodox.delete_seleccion (projecting the jornada again replaces them).
  const registro = useRecordActions<Seleccion>(SELECCION_RESOURCE, () => void client.invalidateQueries({ queryKey: seleccionDeProyeccionKeys.all }));
  if (query.isPending) return <Typography.Text>Cargando selecciones...</Typography.Text>;
  if (query.isError) return <Typography.Text type="danger">{`Error: ${errorMessage(query.error, LOAD_FAILED)}`}</Typography.Text>;
  const grupos = agruparPorSonador(query.data);
  if (grupos.length === 0) return <Typography.Text>No hay selecciones para esta proyección.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {grupos.map((g) => (
        <Card key={g.sonador} size="small" title={g.sonador}>
          <ul aria-label={g.sonador} style={{ listStyle: 'none', margin: 0, padding: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {g.selecciones.map((s) => {
              const marca = marcaComunes(s);
              return (
                <li key={s.id}>
                  {lineaSeleccion(s)}
                  {marca && <span style={{ color: '#16a34a', fontWeight: 600 }}> {marca}</span>}
                  {registro.canDelete && (
                    <Button type="link" size="small" danger onClick={() => registro.remove(s)}>
                      Eliminar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
      {registro.dialog}
    </Flex>
  );
}

/** /rodox/proyeccion/:id/seleccion/list/table: the selections of one projection grouped by dreamer. */
export function SeleccionesProyeccionPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame title={`Selecciones de la proyección ${id}`} extra={<VolverButton fallback="/rodox/jornada/list/table" />}>
      <Contenido proyeccionId={Number(id)} />
    </PageFrame>
  );
}
