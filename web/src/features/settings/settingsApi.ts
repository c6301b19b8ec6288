// The account's settings API (server/settings/routes.ts).
import type { ApiError } from '../../../../core/api/errors.ts';
import type { SettingsDto, TwoFactorEnabledDto, TwoFactorSetupDto } from '../../../../core/settings/api.ts';
import { api, ApiRequestError } from '../../api/client.ts';

export const getSettings = (signal?: AbortSignal) => api<SettingsDto>('/api/settings', { signal });

export const saveProfile = (changes: Partial<Pick<SettingsDto, 'fullName' | 'email' | 'phone'>>) =>
  api<SettingsDto>('/api/settings', { method: 'PATCH', body: changes });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<void>('/api/settings/password', { method: 'POST', body: { currentPassword, newPassword } });

/** The first password of an account made through Google or Apple (it has no current one). */
export const setFirstPassword = (newPassword: string) => api<void>('/api/settings/password', { method: 'POST', body: { newPassword } });

export const signOutEverywhere = () => api<void>('/api/settings/sign-out-everywhere', { method: 'POST' });

/** `password` null: the account has none (Google or Apple), DELETE alone confirms. */
export const deleteAccount = (password: string | null, confirm: string) =>
  api<void>('/api/settings/account', { method: 'DELETE', body: password === null ? { confirm } : { password, confirm } });

export const startTwoFactor = () => api<TwoFactorSetupDto>('/api/settings/2fa/setup', { method: 'POST' });
export const enableTwoFactor = (code: string) => api<TwoFactorEnabledDto>('/api/settings/2fa/enable', { method: 'POST', body: { code } });
/** `password` null: the account has none (Google or Apple), the code alone turns it off. */
export const disableTwoFactor = (password: string | null, code: string) =>
  api<void>('/api/settings/2fa/disable', { method: 'POST', body: password === null ? { code } : { password, code } });

/** A download of everything of the user (json) or their transactions (csv); the session cookie goes along. */
export const exportUrl = (format: 'json' | 'csv') => `/api/settings/export?format=${format}`;

/** The server's validation error split by field: {field: message}, or the message for the form as a whole. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/** `fieldFor` maps a server field to the form's own name (e.g. a 403 about the password names none). */
export function formErrorsOf(err: unknown, fieldFor: (status: number) => string | null = () => null): FormErrors {
  if (err instanceof ApiRequestError) {
    const field = (err.body as ApiError | null)?.field ?? fieldFor(err.status);
    if (field) return { fields: { [field]: err.message }, form: null };
    return { fields: {}, form: err.message };
  }
  return { fields: {}, form: err instanceof Error ? err.message : 'Something went wrong.' };
}
