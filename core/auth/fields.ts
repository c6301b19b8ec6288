// Account fields, validated the same way at sign-up, in settings and in the public forms.
import { z } from 'zod';
import { PHONE_HINT, normalizePhone } from './phone.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const emailField = z.string().trim().email('Enter a valid email address.').max(254, 'Enter an email address of at most 254 characters.');
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Use a password of at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use a password of at most ${PASSWORD_MAX} characters.`);
export const fullNameField = z.string().trim().min(1, 'Enter your name.').max(120, 'Enter a name of at most 120 characters.');
/** A phone number normalized to "+digits"; "" or null clears it. */
export const phoneField = z.union([z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || v.trim() === '') return null;
  const phone = normalizePhone(v);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_HINT });
    return z.NEVER;
  }
  return phone;
});
