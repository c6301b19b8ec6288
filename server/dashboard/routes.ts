// The dashboard shell. All need a session and answer about the signed-in user only.
//   GET  /api/dashboard/stats     the home page's stats strip (DashboardStatsDto; the figures are
//                                 defined in db/repos/dashboard.ts)
//   GET  /api/notifications       the bell: {unread, items, readAt, kinds}: only the activity that needs
//                                 the user and reaches the bell in their settings (services/notifications/bell.ts)
//   POST /api/notifications/read  the bell's panel was opened: everything up to now is read → 204
import { Router } from 'express';
import type { DashboardStatsDto, NotificationsDto } from '../../core/dashboard/api.ts';
import type { DashboardRepo } from '../../db/repos/dashboard.ts';
import { bellFor, type BellDeps } from '../../services/notifications/bell.ts';
import { currentUser } from '../auth/middleware.ts';
import { handle } from '../http/errors.ts';

export interface DashboardRouteDeps extends BellDeps {
  dashboard: DashboardRepo;
}

export function dashboardRoutes({ dashboard, ...bell }: DashboardRouteDeps): Router {
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
      res.setHeader('Cache-Control', 'no-store');
      res.json((await bellFor(bell, currentUser(req).id)) satisfies NotificationsDto);
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
