// The dashboard shell. All need a session and answer about the signed-in user only.
//   GET  /api/dashboard/stats     the home page's stats strip (DashboardStatsDto; the figures are
//                                 defined in db/repos/dashboard.ts)
//   GET  /api/notifications       the bell: {unread, items (the latest activity, newest first), readAt}
//   POST /api/notifications/read  the bell's panel was opened: everything up to now is read → 204
import { Router } from 'express';
import type { DashboardStatsDto, NotificationsDto } from '../../core/dashboard/api.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { DashboardRepo } from '../../db/repos/dashboard.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';

/** How many activity rows the bell's panel lists. */
export const NOTIFICATION_ITEMS = 20;

export interface DashboardRouteDeps {
  dashboard: DashboardRepo;
  activity: ActivityRepo;
}

export function dashboardRoutes({ dashboard, activity }: DashboardRouteDeps): Router {
  const router = Router();

  router.get(
    '/dashboard/stats',
    handle(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json((await dashboard.stats(currentUser(req).id)) satisfies DashboardStatsDto);
    }),
  );

  router.get(
    '/notifications',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const [unread, items] = await Promise.all([dashboard.unreadActivity(userId), activity.recent(userId, NOTIFICATION_ITEMS)]);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ ...unread, items } satisfies NotificationsDto);
    }),
  );

  router.post(
    '/notifications/read',
    handle(async (req, res) => {
      await dashboard.markActivityRead(currentUser(req).id);
      res.status(204).end();
    }),
  );

  return router;
}
