// Wires the HTTP app, Socket.IO gateway and repositories together. main.ts and tests both use it.
import { createServer, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Redis } from 'ioredis';
import type { Config } from '../core/config.ts';
import { sampleStatementRoute } from './documents/sample.ts';
import { createDb, type DbHandle } from '../db/client.ts';
import { logIdleDbError } from '../infra/logger.ts';
import { FileStore } from '../infra/files.ts';
import { StepReporter } from '../services/documents/progress.ts';
import { closeQueues, createPipelineQueues, type PipelineQueues } from '../infra/queues/pipeline.ts';
import { createRedis } from '../infra/redis.ts';
import { ActivityRepo } from '../db/repos/activity.ts';
import { DocumentsRepo } from '../db/repos/documents.ts';
import { TransactionsRepo } from '../db/repos/transactions.ts';
import { CorrectionsRepo } from '../db/repos/corrections.ts';
import { CORRECTION_RULES } from '../services/tag/corrections.ts';
import { Ledger } from '../services/ledger/ledger.ts';
import { TagRepo } from '../db/repos/tag.ts';
import { UsersRepo } from '../db/repos/users.ts';
import { QUEUE_ADMIN_PATH, queueAdmin } from './admin/queues.ts';
import { Queue } from 'bullmq';
import { RECONCILE_QUEUE } from '../core/queues.ts';
import { loadUser, requireAdmin } from './auth/middleware.ts';
import { authRoutes } from './auth/routes.ts';
import { oidcCallbackRoute, oidcRoutes } from './auth/oidc.ts';
import { IdentitiesRepo } from '../db/repos/identities.ts';
import { documentRoutes } from './documents/routes.ts';
import { HttpError, errorHandler } from './http/errors.ts';
import { apiAccessGuard, originAllowed, requestGuard } from './http/guard.ts';
import { csrfTokenRoute, securityHeaders, socketProtocol, trustProxyValue } from './http/headers.ts';
import { requestToken } from './auth/sessions.ts';
import { createGateway, ioEmit, type AppIo } from './socket/gateway.ts';
import { sessionSockets } from './socket/sessions.ts';
import { loginThrottle } from './auth/throttle.ts';
import { teamRoutes } from './team/routes.ts';
import { tagRoutes } from './tag/routes.ts';
import { insightRoutes } from './insights/routes.ts';
import { chatRoutes, type ChatRouteDeps } from './chat/routes.ts';
import { gatherChatData } from './chat/user-data.ts';
import { specificReply } from '../core/chat/responders.ts';
import { ChatRepo } from '../db/repos/chat.ts';
import { harmonyRoutes } from './harmony/routes.ts';
import { checkinRoutes } from './harmony/checkins.ts';
import { WellbeingRepo } from '../db/repos/wellbeing.ts';
import { HarmonyRepo } from '../db/repos/harmony.ts';
import { studioRoutes } from './harmony/studio.ts';
import { StudioRepo } from '../db/repos/studio.ts';
import { primeRoutes } from './prime/routes.ts';
import { PrimeRepo } from '../db/repos/prime.ts';
import { ApprovalsRepo } from '../db/repos/approvals.ts';
import { RunningChats } from '../infra/running-chats.ts';
import { transactionRoutes } from './transactions/routes.ts';
import { ledgerEditRoutes } from './transactions/edits.ts';
import { goalRoutes } from './goalie/routes.ts';
import { debtRoutes } from './liberty/routes.ts';
import { freedomRoutes } from './liberty/freedom.ts';
import { billRoutes } from './chime/routes.ts';
import { reminderRoutes } from './chime/reminders.ts';
import { RemindersRepo } from '../db/repos/reminders.ts';
import { createRemindersQueue } from '../infra/queues/reminders.ts';
import { automaRoutes } from './automa/routes.ts';
import { AutomaRepo } from '../db/repos/automa.ts';
import { BillsRepo } from '../db/repos/bills.ts';
import { budgetRoutes } from './goalie/budgets.ts';
import { BudgetsRepo } from '../db/repos/budgets.ts';
import { GoalsRepo } from '../db/repos/goals.ts';
import { DebtsRepo } from '../db/repos/debts.ts';
import { TransactionEditsRepo } from '../db/repos/transaction-edits.ts';
import { LedgerEdits } from '../services/ledger/edits.ts';
import { UserAccountRepo } from '../db/repos/user-account.ts';
import { PublicFormsRepo } from '../db/repos/public-forms.ts';
import { publicFormRoutes } from './public/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { currencyRoutes } from './settings/currency.ts';
import { notificationSettingsRoutes } from './settings/notifications.ts';
import { NotificationSettingsRepo } from '../db/repos/notification-settings.ts';
import { CurrencyRepo } from '../db/repos/currency.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { DashboardRepo } from '../db/repos/dashboard.ts';
import { pinToday, todayIso, userToday } from '../services/clock.ts';
import { accountRoutes } from './accounts/routes.ts';
import { reconciledLock } from './accounts/lock.ts';
import { AccountsRepo } from '../db/repos/accounts.ts';
import { isKnownSitePath } from './http/sitePaths.ts';
import { taxRoutes } from './tax/routes.ts';
import { TaxRepo } from '../db/repos/tax.ts';
import { reportRoutes } from './reports/routes.ts';
import { reportCoverage } from '../services/reports/ledger.ts';
import { netWorthReport } from '../core/reports/net-worth.ts';
import { netWorthNow, netWorthOverTime } from './accounts/service.ts';
import { ReportsRepo } from '../db/repos/reports.ts';
import { roundtableRoutes } from './roundtable/routes.ts';
import { podcastFeedRoutes } from './roundtable/feed.ts';
import { PodcastRepo } from '../db/repos/podcast.ts';
import { createRoundtableQueue } from '../infra/queues/roundtable.ts';
import { storyRoutes } from './story/routes.ts';
import { musicCallbackRoutes, musicRoutes } from './music/routes.ts';
import { ExportPool } from './exports/pool.ts';
import { MusicService } from './music/service.ts';
import { MusicRepo } from '../db/repos/music.ts';

export interface RunningServer {
  http: HttpServer;
  /** the Express app (tests enumerate its routes) */
  app: express.Express;
  io: AppIo;
  url: string;
  db: DbHandle;
  queues: PipelineQueues;
  /** the threads that build PDF and XLSX exports */
  exports: ExportPool;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  pinToday(config.CLOCK_TODAY);
  const db = createDb(config.DATABASE_URL, logIdleDbError);
  const redis: Redis = createRedis(config.REDIS_URL, 'server');
  const queues = createPipelineQueues(redis, config.REDIS_PREFIX);
  const remindersQueue = createRemindersQueue(redis, config.REDIS_PREFIX);
  const roundtableQueue = createRoundtableQueue(redis, config.REDIS_PREFIX);
  const users = new UsersRepo(db.db);
  const documents = new DocumentsRepo(db.db);
  const activity = new ActivityRepo(db.db);
  const transactions = new TransactionsRepo(db.db);
  const corrections = new CorrectionsRepo(db.db, CORRECTION_RULES);
  const tag = new TagRepo(db.db);
  const ledger = new Ledger(db.db);
  const files = new FileStore(config.STORAGE_DIR);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  const http = createServer(app);
  const io = createGateway(http, redis, config.REDIS_PREFIX, users, documents, (req) => originAllowed(config, req.headers, socketProtocol(app, req)));
  const emit = ioEmit(io);
  const sockets = sessionSockets(io);
  const reporter = new StepReporter(documents, activity, emit);

  app.use(securityHeaders(config));
  app.use(loadUser(users));
  app.use('/api', apiAccessGuard);
  // origin, CSRF token and content type are checked before any body is read
  app.use(requestGuard(config, (req) => (req.user ? requestToken(req) : null)));
  app.use(express.json({ limit: '100kb' }));
  app.get('/api/auth/csrf', csrfTokenRoute);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/sample-bank-statement.csv', sampleStatementRoute(transactions));

  const identities = new IdentitiesRepo(db.db);
  const throttle = loginThrottle(redis, config);
  app.use('/api', authRoutes(users, config, identities, sockets, throttle));
  app.use('/api', oidcRoutes({ users, identities, config, throttle }));
  // Apple's form_post to /auth/callback (the GET is the web app's page, served below)
  app.use(oidcCallbackRoute());
  app.use('/api', publicFormRoutes(new PublicFormsRepo(db.db)));
  app.use(
    '/api',
    settingsRoutes({
      users,
      account: new UserAccountRepo(db.db),
      files,
      config,
      sockets,
    }),
  );
  app.use('/api', documentRoutes({ documents, files, queues, reporter, emit }));
  const currency = new CurrencyRepo(db.db);
  const accountsRepo = new AccountsRepo(db.db);
  // before the edit routes: a reconciled transaction is refused there with the reason
  app.use('/api', reconciledLock(accountsRepo));
  app.use('/api', transactionRoutes(transactions, corrections, currency));
  app.use('/api', ledgerEditRoutes({ transactions, corrections, edits: new LedgerEdits(new TransactionEditsRepo(db.db)), tag, currency }));
  app.use('/api', currencyRoutes(currency));
  const notificationSettings = new NotificationSettingsRepo(db.db);
  app.use('/api', notificationSettingsRoutes(notificationSettings));
  const goals = new GoalsRepo(db.db);
  const debts = new DebtsRepo(db.db);
  // the users' time zones (Settings → reminders): every page's today is the user's (issue 30)
  const remindersRepo = new RemindersRepo(db.db);
  app.use('/api', goalRoutes(goals, ledger, debts, remindersRepo));
  app.use('/api', debtRoutes(debts, ledger));
  app.use('/api', accountRoutes({ accounts: accountsRepo, debts, currency }));
  app.use('/api', freedomRoutes(ledger, { accounts: accountsRepo, debts, currency }, remindersRepo));
  const billsRepo = new BillsRepo(db.db);
  app.use('/api', billRoutes(billsRepo, ledger, remindersRepo, remindersQueue));
  app.use('/api', insightRoutes(ledger, { bills: billsRepo, zones: remindersRepo }));
  app.use('/api', reminderRoutes(remindersRepo, remindersQueue, config));
  const automaRepo = new AutomaRepo(db.db);
  app.use(
    '/api',
    automaRoutes({
      automa: automaRepo,
      reminders: remindersRepo,
      queue: remindersQueue,
      tag,
      accounts: accountsRepo,
      facts: { ledger, goals, debts, budgets: new BudgetsRepo(db.db), bills: billsRepo },
    }),
  );
  app.use('/api', budgetRoutes(new BudgetsRepo(db.db), ledger, remindersRepo));
  app.use('/api', tagRoutes(tag, corrections, transactions));
  const taxRepo = new TaxRepo(db.db);
  const exportPool = new ExportPool();
  app.use('/api', taxRoutes({ tax: taxRepo, ledger }, exportPool));
  app.use(
    '/api',
    reportRoutes(
      new ReportsRepo(db.db),
      exportPool,
      async (userId, q) => {
        // the report's account filter is by name; Ledger's series by id (none named: every account and the debts)
        const ids = q.accounts.length ? (await accountsRepo.list(userId)).filter((a) => q.accounts.includes(a.name)).map((a) => a.id) : undefined;
        return netWorthReport(await netWorthOverTime({ accounts: accountsRepo, debts, currency }, userId, { from: q.from, to: q.to, accountIds: ids }), q);
      },
      async (userId, q) => reportCoverage(ledger, userId, q, await userToday(remindersRepo, userId)),
    ),
  );
  app.use('/api', storyRoutes({ ledger, bills: billsRepo, goals, debts, zones: remindersRepo }));
  const chat = new ChatRepo(db.db);
  const harmony = new HarmonyRepo(db.db);
  const wellbeing = new WellbeingRepo(db.db);
  const runningChats = new RunningChats(redis, config.REDIS_PREFIX);
  const music = new MusicService(new MusicRepo(db.db), redis, config);
  const chatDeps: ChatRouteDeps = {
    chat,
    ledger,
    documents,
    transactions,
    tag,
    emit,
    config,
    harmony,
    running: runningChats,
    goals,
    debts,
    bills: billsRepo,
    reminders: remindersRepo,
    automa: automaRepo,
    tax: taxRepo,
    wellbeing,
    music: (userId) => music.chatFacts(userId),
    netWorth: (userId, today) => netWorthNow({ accounts: accountsRepo, debts, currency }, userId, today).then((w) => w.cents),
  };
  app.use('/api', chatRoutes(chatDeps));
  app.use('/api', harmonyRoutes({ harmony, chat }));
  const studio = new StudioRepo(db.db);
  app.use('/api', checkinRoutes({ wellbeing, ledger, bills: billsRepo, studio, zones: remindersRepo }));
  app.use('/api', studioRoutes({ studio, ledger, zones: remindersRepo }));
  const podcast = new PodcastRepo(db.db);
  app.use('/api', roundtableRoutes({ podcast, queue: roundtableQueue, files, zones: remindersRepo, publicUrl: config.PUBLIC_URL }));
  // Wave's music (Spotify); its callbacks are top-level GETs (server/music/routes.ts)
  app.use('/api', musicRoutes(music, config));
  app.use(musicCallbackRoutes(music));
  // Prime answers a money question itself with the team's answer (the chat's data, the same today)
  app.use(
    '/api',
    primeRoutes(new PrimeRepo(db.db), {
      answer: async (user, question) => specificReply('prime', question, await gatherChatData(chatDeps, user, await userToday(remindersRepo, user.id))),
    }),
  );
  app.use('/api', dashboardRoutes({ dashboard: new DashboardRepo(db.db), activity, notificationSettings }));
  app.use('/api', teamRoutes({ queues, documents, activity, approvals: new ApprovalsRepo(db.db), corrections, runningChats }));
  // /api/… only: the bare /api is the public site's page about the API
  app.use('/api', (req, _res, next) => {
    if (req.originalUrl === '/api' || req.originalUrl.startsWith('/api?')) return next();
    next(new HttpError(404, `No API route ${req.method} ${req.originalUrl.split('?')[0]}`));
  });
  const reconcileQueue = new Queue(RECONCILE_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
  app.use(QUEUE_ADMIN_PATH, requireAdmin, queueAdmin(queues, [reconcileQueue, remindersQueue, roundtableQueue]));
  // the private podcast feed: its token is the key, no session
  app.use(podcastFeedRoutes({ podcast, users, files, publicUrl: config.PUBLIC_URL }));

  serveWebApp(app, config.WEB_DIST);
  app.use(errorHandler);

  await new Promise<void>((resolve) => http.listen(config.PORT, config.HOST, resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;

  return {
    http,
    io,
    url,
    db,
    queues,
    app,
    exports: exportPool,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeQueues(queues);
      await reconcileQueue.close();
      await remindersQueue.close();
      await roundtableQueue.close();
      await exportPool.close();
      redis.disconnect();
      await db.close();
    },
  };
}

function serveWebApp(app: express.Express, dist: string): void {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/|\/admin\/|\/socket\.io\/).*/, (req, res) => {
    // an address the app has no page for is a 404 on the wire too; the app still draws its own page.
    // Served by root + name: an absolute path through a dot-folder (an install under ~/.apps) is refused by send
    if (existsSync(index)) res.status(isKnownSitePath(req.path) ? 200 : 404).sendFile('index.html', { root });
    else res.status(503).type('text').send('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
  });
}
