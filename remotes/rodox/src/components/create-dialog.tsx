import { errorMessage } from '@gestion/api';
import { toast } from '@gestion/ui';
import { Alert, Button, Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

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
export function CreateDialog<V extends object>({ title, open, form, initialValues, submit, successText, onClose, children }: CreateDialogProps<V>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const onFinish = async (values: V) => {
    setError(null);
    setPending(true);
    try {
      await submit(values);
      toast.success(successText);
      setPending(false);
      onClose();
    } catch (err) {
      const text = errorMessage(err, CREATE_FAILED);
      setError(text);
      toast.error(text);
      setPending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={pending}>
          Cancelar
        </Button>,
        <Button key="create" type="primary" onClick={() => form.submit()} disabled={pending}>
          {pending ? 'Creando...' : 'Crear'}
        </Button>,
      ]}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void onFinish(v)} preserve={false}>
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {error && <Alert type="error" showIcon title={<span style={{ color: '#dc2626' }}>{error}</span>} />}
    </Modal>
  );
}
