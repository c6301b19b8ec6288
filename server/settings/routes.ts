// The account's settings (/dashboard/settings and the profile sheet). All need a session.
//   GET    /api/settings                    {fullName, email, phone, twoFactorEnabled}
//   PATCH  /api/settings                    {fullName?, email?, phone?} → the same; 409 for an email in use
//   POST   /api/settings/password           {currentPassword, newPassword} → 204; every other session ends
//                                            (an account made through Google or Apple sets its first password without currentPassword)
//   POST   /api/settings/sign-out-everywhere → 204; every session ends, this one too
//   GET    /api/settings/export?format=json|csv  everything of the user (JSON) or the transactions (CSV), as a download
//   DELETE /api/settings/account            {password, confirm: "DELETE"} → 204; the user and all their rows and files are gone
//                                            (no password to give for an account without one: DELETE confirms)
//   POST   /api/settings/2fa/setup          → {secret, otpauthUrl} (pending until enabled)
//   POST   /api/settings/2fa/enable         {code} → {twoFactorEnabled: true, recoveryCodes}
//   POST   /api/settings/2fa/disable        {password, code} → 204 (the code alone for an account without a password)
// A wrong current password (or code, to turn 2FA off) is 403, not 401: the session itself is fine.
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import argon2 from 'argon2';
import { z } from 'zod';
import type { SettingsDto, TwoFactorEnabledDto, TwoFactorSetupDto } from '../../core/settings/api.ts';
import { transactionCsvHeader, transactionCsvLine } from '../../core/exports/csv.ts';
import { emailField, fullNameField, passwordField, phoneField } from '../../core/auth/fields.ts';
import { TOTP_SECRET_BYTES, generateSecret, otpauthUrl, verifyTotp } from '../../core/auth/totp.ts';
import type { Config } from '../../core/config.ts';
import type { FileStore } from '../../infra/files.ts';
import type { UserAccountRepo } from '../../db/repos/user-account.ts';
import type { UserRow, UsersRepo } from '../../db/repos/users.ts';
import { currentUser } from '../auth/middleware.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clearSessionCookie, requestToken, sessionIdOf } from '../auth/sessions.ts';
import type { SessionSockets } from '../socket/sessions.ts';
import { newRecoveryCodes, useSecondFactor } from '../auth/two-factor.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { inputPart, requestInput } from '../http/input.ts';
import { logger } from '../../infra/logger.ts';

const log = logger.child({ component: 'settings' });

export interface SettingsRouteDeps {
  users: UsersRepo;
  account: UserAccountRepo;
  files: FileStore;
  config: Config;
  /** drops the user's live sockets (they were let in by a session that no longer exists) */
  /** closes the live connections of sessions that end (server/socket/sessions.ts) */
  sockets?: SessionSockets;
}

const profileBody = z.object({ fullName: fullNameField.optional(), email: emailField.optional(), phone: phoneField.optional() });
const passwordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
  newPassword: passwordField,
});
/** An account made through Google or Apple has no current password: its first one needs none. */
const firstPasswordBody = z.object({ currentPassword: z.string().max(200).optional(), newPassword: passwordField });
const confirmField = z.literal('DELETE', { error: 'Type DELETE to confirm that your account and all its data should be deleted.' });
const deleteBody = z.object({
  password: z.string().min(1, 'Enter your password to delete your account.').max(200),
  confirm: confirmField,
});
const deleteWithoutPasswordBody = z.object({ password: z.string().max(200).optional(), confirm: confirmField });
const exportQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'Choose format=json or format=csv.' }).default('json') });
const codeField = z.string().trim().min(1, 'Enter the code from your authenticator app.').max(40, 'That code is too long.');
const enableBody = z.object({ code: codeField });
const disableBody = z.object({ password: z.string().min(1, 'Enter your password.').max(200), code: codeField });
const disableWithoutPasswordBody = z.object({ password: z.string().max(200).optional(), code: codeField });

export const settingsDtoOf = (u: UserRow): SettingsDto => ({
  fullName: u.fullName,
  email: u.email,
  phone: u.phone,
  twoFactorEnabled: u.totpEnabled,
  hasPassword: u.passwordHash !== null,
});

/** Checks the password of a user who has one (callers handle accounts without one first). */
async function requirePassword(user: UserRow, password: string, message = 'That password is not right.'): Promise<void> {
  if (user.passwordHash === null || !(await argon2.verify(user.passwordHash, password))) throw new HttpError(403, message);
}

class ClientGone extends Error {}

/** res.write that waits when the socket is full and fails when the client has gone. */
function streamWriter(res: Response): (chunk: string) => Promise<void> {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (res.destroyed) return reject(new ClientGone());
      if (res.write(chunk)) return resolve();
      const onDrain = () => {
        cleanup();
        resolve();
      };
      const onClose = () => {
        cleanup();
        reject(new ClientGone());
      };
      const cleanup = () => {
        res.off('drain', onDrain);
        res.off('close', onClose);
      };
      res.once('drain', onDrain);
      res.once('close', onClose);
    });
}

export function settingsRoutes({ users, account, files, config, sockets }: SettingsRouteDeps): Router {
  /** ends every session of the user but this request's: their sockets close too */
  const endOtherSessions = async (req: Request, userId: string) => {
    const token = requestToken(req);
    const keep = token ? sessionIdOf(token) : null;
    await users.deleteSessionsOf(userId, keep);
    sockets?.endUser(userId, keep);
  };
  const router = Router();

  router.get('/settings', (req, res) => {
    res.json(settingsDtoOf(currentUser(req)));
  });

  router.patch(
    '/settings',
    handle(async (req, res) => {
      const user = currentUser(req);
      const body = inputPart(profileBody, req.body ?? {}, 'body', { sentences: true });
      if (body.fullName === undefined && body.email === undefined && body.phone === undefined) {
        throw new HttpError(400, 'Nothing to change: send fullName, email or phone.');
      }
      const updated = await users.updateProfile(user.id, body);
      if (updated === 'email_taken') throw new HttpError(409, 'That email is already used by another account.', undefined, 'email');
      res.json(settingsDtoOf(updated));
    }),
  );

  router.post(
    '/settings/password',
    handle(async (req, res) => {
      const user = currentUser(req);
      if (user.passwordHash === null) {
        // signed in through Google or Apple so far: this sets the account's first password
        const body = requestInput(req, { body: firstPasswordBody }, { sentences: true }).body;
        if (!(await users.setFirstPasswordHash(user.id, await hashPassword(body.newPassword)))) {
          throw new HttpError(409, 'A password was set for this account meanwhile. Load the settings again.');
        }
        res.status(204).end();
        return;
      }
      const body = requestInput(req, { body: passwordBody }, { sentences: true }).body;
      await requirePassword(user, body.currentPassword, 'Your current password is not right.');
      if (body.currentPassword === body.newPassword) {
        throw new HttpError(400, 'Choose a new password that differs from the current one.', undefined, 'newPassword');
      }
      await users.setPasswordHash(user.id, await hashPassword(body.newPassword));
      // whoever else was logged in with the old password is logged out; this browser stays in
      await endOtherSessions(req, user.id);
      res.status(204).end();
    }),
  );

  router.post(
    '/settings/sign-out-everywhere',
    handle(async (req, res) => {
      const user = currentUser(req);
      await users.deleteSessionsOf(user.id);
      sockets?.endUser(user.id);
      clearSessionCookie(res, config);
      res.status(204).end();
    }),
  );

  router.get(
    '/settings/export',
    handle(async (req, res) => {
      const user = currentUser(req);
      const { format } = inputPart(exportQuery, { format: typeof req.query.format === 'string' ? req.query.format : undefined }, 'query', { sentences: true });
      res.setHeader('Cache-Control', 'no-store');
      res.attachment(`prime-finance-export-${todayIso()}.${format}`);
      res.type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8');
      const write = streamWriter(res);
      try {
        if (format === 'json') {
          await account.writeJsonExport(user.id, write);
        } else {
          // the byte order mark makes spreadsheet apps read the file as UTF-8 (merchants with accents, €)
          await write(`\uFEFF${transactionCsvHeader()}`);
          await account.forEachTransactionPage(user.id, (rows) => write(rows.map(transactionCsvLine).join('')));
        }
        res.end();
      } catch (err) {
        if (err instanceof ClientGone) return;
        if (!res.headersSent) throw err;
        // a half-written download must not look complete
        log.error({ err, userId: user.id }, 'an account export failed midway; the download is cut');
        res.destroy();
      }
    }),
  );

  router.delete(
    '/settings/account',
    handle(async (req, res) => {
      const user = currentUser(req);
      // an account without a password (Google or Apple) confirms with DELETE in its signed-in session
      if (user.passwordHash === null) requestInput(req, { body: deleteWithoutPasswordBody }, { sentences: true }).body;
      else await requirePassword(user, requestInput(req, { body: deleteBody }, { sentences: true }).body.password);
      const deleted = await account.deleteUser(user.id);
      if (deleted) {
        // the rows are gone; the files follow (a failure here leaves unreachable bytes, logged)
        await Promise.all([files.removeUser(user.id), ...deleted.documentIds.map((id) => files.dropStages(id))]).catch((err: unknown) =>
          log.error({ err, userId: user.id }, 'the files of a deleted user were not all removed'),
        );
      }
      sockets?.endUser(user.id);
      clearSessionCookie(res, config);
      res.status(204).end();
    }),
  );

  router.post(
    '/settings/2fa/setup',
    handle(async (req, res) => {
      const user = currentUser(req);
      if (user.totpEnabled) throw new HttpError(409, 'Two-factor authentication is already on. Turn it off first to set it up again.');
      const secret = generateSecret(randomBytes(TOTP_SECRET_BYTES));
      if (!(await users.setPendingTotp(user.id, secret))) throw new HttpError(409, 'Two-factor authentication is already on.');
      res.json({ secret, otpauthUrl: otpauthUrl(secret, user.email) } satisfies TwoFactorSetupDto);
    }),
  );

  router.post(
    '/settings/2fa/enable',
    handle(async (req, res) => {
      const user = currentUser(req);
      const body = requestInput(req, { body: enableBody }, { sentences: true }).body;
      if (user.totpEnabled) throw new HttpError(409, 'Two-factor authentication is already on.');
      if (!user.totpSecret) throw new HttpError(409, 'Start with the set-up step (POST /api/settings/2fa/setup), then enter a code.');
      const step = verifyTotp(user.totpSecret, body.code, Date.now());
      if (step === null) {
        throw new HttpError(
          400,
          'That code is not right. Enter the current 6-digit code from your authenticator app (check that its clock is right).',
          undefined,
          'code',
        );
      }
      const { codes, hashes } = newRecoveryCodes();
      if (!(await users.enableTotp(user.id, user.totpSecret, step, hashes))) {
        throw new HttpError(409, 'Two-factor authentication changed meanwhile; load the settings again.');
      }
      // sessions opened without the second factor end: from now on every sign-in asks for a code
      await endOtherSessions(req, user.id);
      res.json({ twoFactorEnabled: true, recoveryCodes: codes } satisfies TwoFactorEnabledDto);
    }),
  );

  router.post(
    '/settings/2fa/disable',
    handle(async (req, res) => {
      const user = currentUser(req);
      const body = requestInput(req, { body: user.passwordHash === null ? disableWithoutPasswordBody : disableBody }, { sentences: true }).body;
      if (!user.totpEnabled) throw new HttpError(409, 'Two-factor authentication is not on.');
      if (user.passwordHash !== null) await requirePassword(user, body.password ?? '');
      if (!(await useSecondFactor(users, user, body.code, Date.now()))) {
        throw new HttpError(403, 'That code is not right. Enter the current code from your authenticator app, or a recovery code.');
      }
      await users.disableTotp(user.id);
      res.status(204).end();
    }),
  );

  return router;
}
