import { formFieldErrors } from '@gestion/api';
import { Alert, Button, Form, Modal } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { toast } from './toast';

export interface FormDialogProps<V = void, R = unknown> {
  title: ReactNode;
  /** Default true: for a dialog its caller mounts only while it is shown. */
  open?: boolean;
  onClose(): void;
  /**
   * The antd form of `children`: it is wrapped in it, and Crear (or Enter in a field) submits it
   * after its rules. Without it `children` are the caller's own controlled fields and Crear calls
   * `submit` at once.
   */
  form?: FormInstance<V>;
  formProps?: Omit<FormProps<V>, 'form' | 'layout' | 'onFinish'>;
  /**
   * Sends the values. A promise puts the dialog in its pending state until it settles: resolving
   * ends the dialog (`onDone`, else `onClose`), rejecting keeps it open with `errorText`. Returning
   * nothing sends nothing (the caller refused the values itself).
   */
  submit(values: V): Promise<R> | void;
  /** Called with what `submit` resolved to, instead of `onClose`. */
  onDone?(result: R): void;
  /** Default 'Crear'. */
  okText?: string;
  /**
   * The OK button's text while pending ('Creando...'), disabled; without it the OK button spins.
   * Either way the dialog refuses to close until the call settles (its answer would otherwise
   * close a dialog opened again meanwhile).
   */
  pendingText?: string;
  /** The alert's text for a refused submit; without it (or for null) the caller reports the error. */
  errorText?(err: unknown): string | null;
  /** The alert's text in red (the Rodox dialogs, spec section 8). */
  redErrorText?: boolean;
  /** The alert's text also as an error toast. */
  errorToast?: boolean;
  /** The fields whose server errors (`{ field: ['...'] }`) are shown under the field. */
  fieldErrors?: readonly (keyof V & string)[];
  /** The success toast. */
  successText?: string;
  children: ReactNode;
}

/**
 * The create (or rename) dialog of the apps: a form in a Modal with Cancelar and Crear, a pending
 * state while the server answers, and the refusal in an alert inside the dialog.
 */
export function FormDialog<V = void, R = unknown>({
  title,
  open = true,
  onClose,
  form,
  formProps,
  submit,
  onDone,
  okText = 'Crear',
  pendingText,
  errorText,
  redErrorText = false,
  errorToast = false,
  fieldErrors,
  successText,
  children,
}: FormDialogProps<V, R>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelled = pending && pendingText !== undefined;

  const close = () => {
    if (pending) return;
    form?.resetFields();
    setError(null);
    onClose();
  };

  const run = async (values: V) => {
    setError(null);
    const sent = submit(values);
    if (!sent) return;
    setPending(true);
    try {
      const result = await sent;
      if (successText) toast.success(successText);
      form?.resetFields();
      setPending(false);
      if (onDone) onDone(result);
      else onClose();
    } catch (err) {
      setPending(false);
      const fields = formFieldErrors(err, fieldErrors ?? []);
      if (fields.length) form?.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
      const text = errorText?.(err) ?? null;
      setError(text);
      if (text && errorToast) toast.error(text);
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
        <Button
          key="create"
          type="primary"
          onClick={() => (form ? form.submit() : void run(undefined as V))}
          disabled={labelled}
          loading={pending && !labelled}
        >
          {labelled ? pendingText : okText}
        </Button>,
      ]}
    >
      {form ? (
        <Form<V> {...formProps} form={form} layout="vertical" onFinish={(v) => void run(v)}>
          {children}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run(undefined as V);
          }}
        >
          {children}
        </form>
      )}
      {error && <Alert type="error" showIcon role="alert" title={redErrorText ? <span style={{ color: '#dc2626' }}>{error}</span> : error} />}
    </Modal>
  );
}
