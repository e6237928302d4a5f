import { Tag } from 'antd';
import { dosDigitos } from '../lib/txt-export';

/** Common numbers above this get the spec's '(N)' marker (section 9). */
export const UMBRAL_COMUNES = 2;

/** A draw's or selection's numbers, zero-padded, separated by spaces. */
export const numerosTexto = (numeros: readonly number[]) => numeros.map(dosDigitos).join(' ');

/** The '(N)' marker of a selection sharing more than two numbers with its draw. */
export function MarcaComunes({ cantidad }: { cantidad: number | null }) {
  if (cantidad === null || cantidad <= UMBRAL_COMUNES) return null;
  return (
    <Tag color="green" title={`${cantidad} números en común con el sorteo`}>
      (N)
    </Tag>
  );
}
