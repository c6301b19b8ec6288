// Settings › Notifications. Both need a session.
//   GET /api/settings/notifications  {settings: kind → {bell, email?, push?}, kinds: each kind's words and channels}
//   PUT /api/settings/notifications  {settings: {reminder: {email: false}, ...}} → the same as GET; kinds left out
//                                    keep theirs. An unknown kind, or a channel a kind cannot use, is a 400 naming it.
import { Router } from 'express';
import { z } from 'zod';
import { KIND_INFO, USER_KINDS, type UserKind } from '../../core/notifications/kinds.ts';
import type { NotificationSettingsRepo } from '../../db/repos/notification-settings.ts';
import { notificationSettingsFor, saveNotificationSettings } from '../../services/notifications/settings.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';
import { requestInput } from '../http/input.ts';

/** Each kind takes only the channels it can use: email for Questions is named as a field this request does not take. */
const kindChoice = (kind: UserKind) =>
  z.object(Object.fromEntries(KIND_INFO[kind].channels.map((c) => [c, z.boolean({ error: 'must be true or false' }).optional()]))).strict();
const settingsBody = z.object({ settings: z.object(Object.fromEntries(USER_KINDS.map((k) => [k, kindChoice(k).optional()]))).strict() }).strict();
const noQuery = z.object({}).strict();

export function notificationSettingsRoutes(repo: NotificationSettingsRepo): Router {
  const router = Router();

  router.get(
    '/settings/notifications',
    handle(async (req, res) => {
      requestInput(req, { query: noQuery });
      res.json(await notificationSettingsFor(repo, currentUser(req).id));
    }),
  );

  router.put(
    '/settings/notifications',
    handle(async (req, res) => {
      const { body } = requestInput(req, { body: settingsBody });
      res.json(await saveNotificationSettings(repo, currentUser(req).id, body.settings as Record<string, Record<string, boolean>>));
    }),
  );

  return router;
}
