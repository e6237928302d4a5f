// What a declared field shows, on a list's cell and on a record's page alike.
import { fieldText, type CellText, type FieldDeclaration } from '@gestion/contract/resource';

/**
 * The field's `text`, else an option's label (`input.labels`) or 'Sí'/'No' for a switch, else the
 * value as it comes: the screen shows what the form offered, not the wire's spelling.
 */
export function declaredText<T>(name: keyof T & string, field: FieldDeclaration<T>, row: T): CellText {
  if (field.text) return field.text(row);
  const value = row[name] as CellText;
  const input = field.input;
  if (input === 'boolean' && typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof input === 'object' && 'options' in input && typeof value === 'string') return input.labels?.[value] ?? value;
  return fieldText(name, field, row);
}
