import { errorMessage, formFieldErrors } from '@gestion/api';
import { editableFields, type ResourceDeclaration } from '@gestion/contract/resource';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Typography } from 'antd';
import type { Key } from 'react';
import { FormDialog } from './form-dialog';
import { patchRecord, recordQueryOptions } from './record-calls';
import { RecordFormItem } from './record-form-item';
import { changedValues } from './record-values';

export type EditableResource<T> = Pick<ResourceDeclaration<T>, 'url' | 'fields' | 'editable'>;

export interface RecordEditDialogProps<T> {
  resource: EditableResource<T>;
  id: Key;
  /** The dialog's title ('Editar: Kilogramo'). */
  title: string;
  onClose(): void;
  /** After a saved correction (the list refreshes). */
  onSaved(): void;
}

export const SAVED_TEXT = 'Cambios guardados.';
const SAVE_ERROR = 'No se pudieron guardar los cambios.';

/**
 * 'Editar' of a row: the declaration's editable fields, filled from the record as stored now
 * (GET `${url}{id}/`); 'Guardar' sends the changed ones (PATCH), the server's refusals of a field
 * shown at the field.
 */
export function RecordEditDialog<T>({ resource, id, title, onClose, onSaved }: RecordEditDialogProps<T>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const record = useQuery(recordQueryOptions<T>(resource, id));
  const fields = editableFields(resource);
  const names = fields.map((f) => f.name);
  const stored = record.data;

  const submit = (values: Record<string, unknown>) => {
    if (!record.data) return;
    const changes = changedValues(fields, record.data, values);
    // Nothing changed: nothing to send and nothing to report.
    if (Object.keys(changes).length === 0) return void onClose();
    return patchRecord<T>(resource, id, changes);
  };

  return (
    <FormDialog<Record<string, unknown>>
      title={title}
      form={form}
      onClose={onClose}
      submit={submit}
      onDone={() => {
        onSaved();
        onClose();
      }}
      okText="Guardar"
      fieldErrors={names}
      // A refusal of a field is shown at the field; the alert says what no field does.
      errorText={(err) => (formFieldErrors(err, names).length ? null : errorMessage(err, SAVE_ERROR))}
      successText={SAVED_TEXT}
    >
      {record.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(record.error, 'No se pudo cargar el registro.')} />
      ) : stored ? (
        fields.map(({ name, field }) => <RecordFormItem key={name} name={name} field={field} value={stored[name]} />)
      ) : (
        <Typography.Text type="secondary" role="status">Cargando…</Typography.Text>
      )}
    </FormDialog>
  );
}
