/** A decimal written as a JSON number or text ('350.5', '-69.93'), split into its parts; null if it is not one. */
export interface DecimalParts {
  negative: boolean;
  /** integer digits without leading zeros ('0' for none) */
  enteros: string;
  /** decimal digits without trailing zeros */
  decimales: string;
}

export function parseDecimal(value: number | string): DecimalParts | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, enteros = '', decimales = ''] = match;
  const parts = { enteros: enteros.replace(/^0+(?=\d)/, ''), decimales: decimales.replace(/0+$/, '') };
  return { negative: sign === '-' && /[1-9]/.test(enteros + decimales), ...parts };
}

/** The parts as numeric text with `scale` decimals ('350.50'). */
export const decimalText = (d: DecimalParts, scale: number) => `${d.negative ? '-' : ''}${d.enteros}.${d.decimales.padEnd(scale, '0')}`;
