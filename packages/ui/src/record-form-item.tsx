import type { FieldDeclaration } from '@gestion/contract/resource';
import { Form, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { RecordChoiceSelect } from './record-choice-select';
import { INTEGERS } from './record-values';

/** The form's rules of a field: what the server's schema would refuse, refused before sending. */
function rules(field: FieldDeclaration<never>): FormItemProps['rules'] {
  const out: NonNullable<FormItemProps['rules']> = [];
  // Whole numbers in a line are typed as text: blank is as empty as a blank text.
  const text = (field.input ?? 'text') === 'text' || field.input === 'integers';
  // Any key beside `required` makes the check a string's, which refuses a number or a switch.
  if (field.required) out.push(text ? { required: true, whitespace: true, message: `${field.label}: es obligatorio.` } : { required: true, message: `${field.label}: es obligatorio.` });
  if (text && field.input !== 'integers' && field.max !== undefined) out.push({ max: field.max, message: `${field.label}: ${field.max} caracteres como máximo.` });
  if (field.input === 'integers') out.push({ pattern: INTEGERS, message: `${field.label}: números enteros separados por espacios.` });
  return out;
}

function control(field: FieldDeclaration<never>): ReactNode {
  const input = field.input ?? 'text';
  if (input === 'text') return <Input maxLength={field.max} />;
  if (input === 'boolean') return <Switch />;
  if (input === 'integers') return <Input />;
  if (input === 'integer') return <InputNumber min={field.min} max={field.max} precision={0} style={{ width: '100%' }} />;
  if ('decimals' in input) {
    // As text: the decimals travel as typed, never through a float.
    return (
      <InputNumber<string>
        stringMode
        step={(10 ** -input.decimals).toFixed(input.decimals)}
        precision={input.decimals}
        min={field.min === undefined ? undefined : String(field.min)}
        max={field.max === undefined ? undefined : String(field.max)}
        style={{ width: '100%' }}
      />
    );
  }
  if ('choose' in input) return <RecordChoiceSelect choice={input.choose} />;
  return <Select options={input.options.map((value) => ({ value, label: input.labels?.[value] ?? value }))} />;
}

/**
 * One field of a record's form, as its declaration says, starting at the record's value (a new
 * record's: none). A number's input holds it within `min` and `max`.
 */
export function RecordFormItem({ name, field, value }: { name: string; field: FieldDeclaration<never>; value?: unknown }) {
  const initial = field.input === 'integers' && Array.isArray(value) ? value.join(' ') : value;
  return (
    <Form.Item label={field.label} name={name} initialValue={initial} rules={rules(field)} valuePropName={field.input === 'boolean' ? 'checked' : 'value'}>
      {control(field)}
    </Form.Item>
  );
}
