import type { DetailResponse, PasswordResetConfirmRequest, PasswordResetRequest, PasswordResetValidateRequest } from '@gestion/contract';
import { http } from '@gestion/api';

// The password reset's calls: public, only the host's two screens make them.

/** Asks for the mail with the link; the answer is the same whether the address has an account or not. */
export async function requestPasswordReset(email: string): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/password-reset/', { email } satisfies PasswordResetRequest)).data;
}

/** Whether the link still works (unused, within its hour); a 400 says why not. */
export async function validatePasswordReset(token: string): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/password-reset/validate/', { token } satisfies PasswordResetValidateRequest)).data;
}

/** Sets the new password with the link's token; the server ends every session of the account. */
export async function confirmPasswordReset(token: string, password: string): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/password-reset/confirm/', { token, password } satisfies PasswordResetConfirmRequest)).data;
}
