import type { HistorialEntry } from '@gestion/contract';
import { useIsMobile } from '@gestion/ui';
import { Flex, Typography } from 'antd';
import { detalleLabel, formatValor } from '../lib/historial-labels';

const cell = { padding: '4px 8px', verticalAlign: 'top', textAlign: 'left', overflowWrap: 'anywhere' } as const;

/** What an expanded entry shows: its field changes (campo, antes, después) and its `detalle`. */
export function HistorialCambios({ entry, id }: { entry: HistorialEntry; id: string }) {
  const detalle = entry.detalle ? Object.entries(entry.detalle) : [];
  // On a phone the entry is a card's narrow column: three columns would break every word.
  const stacked = useIsMobile();
  return (
    <Flex id={id} orientation="vertical" gap={8} className="historial-cambios" style={{ marginTop: 8, minWidth: 0, maxWidth: 560 }}>
      {entry.cambios.length > 0 && stacked && (
        <section aria-label="Cambios de campos" style={{ fontSize: 13 }}>
          <Typography.Text strong style={{ fontSize: 13 }}>Cambios de campos</Typography.Text>
          {entry.cambios.map((c) => (
            <div key={c.campo} style={{ borderTop: '1px solid rgba(128,128,128,0.25)', padding: '4px 0' }}>
              <Typography.Text code>{c.campo}</Typography.Text>
              <dl style={{ margin: '2px 0 0', display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 8 }}>
                <dt><Typography.Text type="secondary">Antes</Typography.Text></dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{formatValor(c.antes)}</dd>
                <dt><Typography.Text type="secondary">Después</Typography.Text></dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{formatValor(c.despues)}</dd>
              </dl>
            </div>
          ))}
        </section>
      )}
      {entry.cambios.length > 0 && !stacked && (
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>Cambios de campos</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>Campo</th>
              <th scope="col" style={cell}>Antes</th>
              <th scope="col" style={cell}>Después</th>
            </tr>
          </thead>
          <tbody>
            {entry.cambios.map((c) => (
              <tr key={c.campo} style={{ borderTop: '1px solid rgba(128,128,128,0.25)' }}>
                <td style={cell}>
                  <Typography.Text code>{c.campo}</Typography.Text>
                </td>
                <td style={cell}>{formatValor(c.antes)}</td>
                <td style={cell}>{formatValor(c.despues)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detalle.length > 0 && (
        <div>
          <Typography.Text strong style={{ fontSize: 13 }}>Detalle</Typography.Text>
          <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2, fontSize: 13 }}>
            {detalle.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>
                  <Typography.Text type="secondary">{detalleLabel(key)}</Typography.Text>
                </dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{formatValor(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {entry.cambios.length === 0 && detalle.length === 0 && <Typography.Text type="secondary">Sin cambios de campos.</Typography.Text>}
    </Flex>
  );
}
