export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export type PasswordField = keyof PasswordChangeForm;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Debes ingresar tu contraseña actual.',
  newRequired: 'Debes ingresar la nueva contraseña.',
  confirmationRequired: 'Debes confirmar la nueva contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
  noUser: 'No se pudo identificar al usuario. Inicia sesión de nuevo.',
  failure: 'Error al cambiar la contraseña. Intenta de nuevo.',
  success: 'Contraseña cambiada correctamente. Inicia sesión.',
} as const;

/** The first rule broken, in the order of the inputs; null when the form can be sent. */
export function validatePasswordChange(form: PasswordChangeForm): { field: PasswordField; message: string } | null {
  if (!form.currentPassword) return { field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired };
  if (!form.newPassword) return { field: 'newPassword', message: PASSWORD_MESSAGES.newRequired };
  if (!form.confirmation) return { field: 'confirmation', message: PASSWORD_MESSAGES.confirmationRequired };
  if (form.newPassword !== form.confirmation) return { field: 'confirmation', message: PASSWORD_MESSAGES.mismatch };
  return null;
}
