import { Tag } from 'antd';
import { dosDigitos } from '../lib/txt-export';

/** Common numbers above this get the spec's '(N)' marker (section 9). */
export const UMBRAL_COMUNES = 2;

/** A draw's or selection's numbers, zero-padded, separated by spaces. */
export const numerosTexto = (numeros: readonly number[]) => numeros.map(dosDigitos).join(' ');

/** The spec's '(N)' marker, N being how many numbers a selection shares with its draw (more than two). */
export function MarcaComunes({ cantidad }: { cantidad: number | null }) {
  if (cantidad === null || cantidad <= UMBRAL_COMUNES) return null;
  return (
    <Tag color="green" title={`${cantidad} números en común con el sorteo`}>
      ({cantidad})
    </Tag>
  );
}
