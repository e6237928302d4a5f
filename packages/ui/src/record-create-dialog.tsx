import { errorMessage, formFieldErrors } from '@gestion/api';
import { creatableFields, type ResourceDeclaration } from '@gestion/contract/resource';
import { Form } from 'antd';
import { FormDialog } from './form-dialog';
import { postRecord } from './record-calls';
import { RecordFormItem } from './record-form-item';
import { wireValue } from './record-values';

export type CreatableResource<T> = Pick<ResourceDeclaration<T>, 'url' | 'fields' | 'creatable'>;

export interface RecordCreateDialogProps<T> {
  resource: CreatableResource<T>;
  /** The dialog's title ('Crear'). */
  title: string;
  open: boolean;
  onClose(): void;
  /** After the server created it (the list refreshes). */
  onCreated(record: T): void;
}

export const CREATED_TEXT = 'Registro creado.';
const CREATE_ERROR = 'No se pudo crear el registro.';

/** The values a new record is posted with: each as the wire carries it; what was left untouched, left out. */
export function createValues<T>(resource: CreatableResource<T>, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name, field } of creatableFields(resource)) {
    // Untouched, an optional number or switch takes the server's default.
    if (values[name] === undefined && (field.input ?? 'text') !== 'text') continue;
    body[name] = wireValue(field, values[name]);
  }
  return body;
}

/**
 * A declared resource's create form: its `creatable` fields with the limits of the server's
 * schema (the form refuses what the server would), posted to `url`; the server's refusals of a
 * field shown at the field, any other in the dialog.
 */
export function RecordCreateDialog<T>({ resource, title, open, onClose, onCreated }: RecordCreateDialogProps<T>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = creatableFields(resource);
  const names = fields.map((f) => f.name);
  return (
    <FormDialog<Record<string, unknown>, T>
      title={title}
      open={open}
      form={form}
      onClose={onClose}
      submit={(values) => postRecord<T>(resource, createValues(resource, values))}
      onDone={(record) => {
        onCreated(record);
        onClose();
      }}
      fieldErrors={names}
      errorText={(err) => (formFieldErrors(err, names).length ? null : errorMessage(err, CREATE_ERROR))}
      successText={CREATED_TEXT}
    >
      {fields.map(({ name, field }) => (
        <RecordFormItem key={name} name={name} field={field} />
      ))}
    </FormDialog>
  );
}
