import { errorMessage } from '@gestion/api';
import { FormDialog } from '@gestion/ui';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';

/** Spec section 8: the fallback of a refused configuration or jornada. */
export const CREATE_FAILED = 'Error al crear';

export interface CreateDialogProps<V> {
  title: string;
  open: boolean;
  form: FormInstance<V>;
  initialValues: V;
  /** Sends the form's values; resolves once the server created the item. */
  submit(values: V): Promise<unknown>;
  /** The success toast ('Configuración creada', 'Jornada creada'). */
  successText: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The create dialog of the Rodox lists (spec section 8): a refusal shows the server's text (or
 * 'Error al crear') in red inside the dialog and as an error toast; success closes it with a
 * green toast.
 */
export function CreateDialog<V extends object>({ initialValues, ...props }: CreateDialogProps<V>) {
  return (
    <FormDialog<V>
      {...props}
      formProps={{ initialValues, preserve: false }}
      pendingText="Creando..."
      errorText={(err) => errorMessage(err, CREATE_FAILED)}
      redErrorText
      errorToast
    />
  );
}
