import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { AssignmentList, type AssignmentChecksProps } from './assignment-list';

export interface AssignmentDialogProps<T> extends Omit<AssignmentChecksProps<T>, 'mode'> {
  title: ReactNode;
  /** 'Guardar' is off until the picks can be saved (loaded, no load error). */
  canSave: boolean;
  saving: boolean;
  /** Saves the picks; the dialog closes only through `onClose`. */
  onSave(): void;
  onClose(): void;
  /** Below the list, e.g. a save error. */
  children?: ReactNode;
}

/** A dialog that picks the members of a set with checkboxes and saves them all at once ('Guardar'). */
export function AssignmentDialog<T>({ title, canSave, saving, onSave, onClose, children, ...list }: AssignmentDialogProps<T>) {
  return (
    <Modal
      open
      title={title}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={onSave}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !canSave }}
      destroyOnHidden
    >
      <AssignmentList<T> mode="check" {...list} />
      {children}
    </Modal>
  );
}
