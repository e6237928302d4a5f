/**
 * A price as written in a Spanish or English file ('1.250,50', '1,250.50', '$ 350', '12,5'),
 * as a number, or NaN. The last of '.' and ',' is the decimal mark when both appear; a lone ','
 * is one when followed by one or two digits only. The import wizard and the simple import both
 * read prices with it.
 */
export function parsePrecio(raw: string): number {
  let text = raw.replace(/[\s$€]|RD\$|DOP|US\$/gi, '');
  if (text === '' || !/^-?[\d.,]+$/.test(text)) return Number.NaN;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    text = /^-?\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text.split(',').join('');
  } else if ((text.match(/\./g) ?? []).length > 1) {
    text = text.split('.').join('');
  }
  return Number(text);
}
