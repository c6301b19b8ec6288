// Ledger's tax assistant: settings, the summary (suggested lines with confidence and evidence,
// totals, the estimate and quarterly plan), confirming or changing a line, the mileage log, and the
// worksheet exports. Every answer is an estimate, not tax advice, and says so.
import { Router } from 'express';
import { z } from 'zod';
import { rulesFor, TaxInputError } from '../../core/tax/rules.ts';
import { FILING_STATUSES, NOT_BUSINESS, linesOf } from '../../core/tax/types.ts';
import { currentUser } from '../auth/middleware.ts';
import { todayIso } from '../../services/clock.ts';
import { HttpError, handle } from '../http/errors.ts';
import { idParams, isoDate, oneValue, requestInput, safeText, uuid } from '../http/input.ts';
import { download } from '../exports/download.ts';
import type { ExportPool } from '../exports/pool.ts';
import { taxCsv } from './export.ts';
import { currentTaxSettings, taxSummaryFor, type TaxDeps } from './service.ts';

const cents = z.number().int('must be whole cents').min(0, 'must not be negative').max(100_000_000_000, 'is too large');
const settingsBody = z
  .object({
    jurisdiction: z.enum(['US', 'UK']),
    taxYear: z.union([z.string().max(10), z.number().int()]).transform(String),
    filingStatus: z.enum(FILING_STATUSES).nullable().optional(),
    priorYearTaxCents: cents.nullable().optional(),
    priorYearAgiCents: cents.nullable().optional(),
    grossIncomeCents: cents.nullable().optional(),
    homeOffice: z
      .object({
        squareFeet: z.number().int().min(0, 'must not be negative').max(10_000).nullable().optional(),
        hoursPerMonth: z.number().int().min(0, 'must not be negative').max(744, 'a month has at most 744 hours').nullable().optional(),
        months: z.number().int().min(0).max(12, 'at most 12 months').nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
const lineBody = z.object({ transactionId: uuid, line: safeText(40) }).strict();
const distance = z.number().min(0, 'must not be negative').max(100_000, 'is too large');
const mileageBody = z
  .object({
    date: isoDate,
    purpose: safeText(200)
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, 'must not be empty'),
    distance,
    unit: z.enum(['miles', 'km']).optional(),
  })
  .strict();
const mileagePatch = z
  .object({
    date: isoDate.optional(),
    purpose: safeText(200)
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, 'must not be empty')
      .optional(),
    distance: distance.optional(),
    unit: z.enum(['miles', 'km']).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'say what to change (date, purpose, distance or unit)');
const exportQuery = z.object({
  format: oneValue(z.enum(['csv', 'pdf'])),
  kind: oneValue(z.enum(['schedule-c', 'uk-expenses']).optional()),
});

export function taxRoutes(deps: TaxDeps, exportPool: ExportPool): Router {
  const router = Router();
  const summary = (userId: string) => taxSummaryFor(deps, userId, todayIso());

  router.get(
    '/tax/settings',
    handle(async (req, res) => {
      res.json(await currentTaxSettings(deps, currentUser(req).id, todayIso()));
    }),
  );

  router.put(
    '/tax/settings',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: settingsBody }).body;
      try {
        rulesFor(b.jurisdiction, b.taxYear);
      } catch (err) {
        if (err instanceof TaxInputError) throw new HttpError(400, err.message, undefined, err.field);
        throw err;
      }
      if (b.jurisdiction === 'UK' && b.filingStatus)
        throw new HttpError(400, 'filingStatus: the UK taxes each person separately; leave it empty for the UK.', undefined, 'filingStatus');
      await deps.tax.saveSettings(userId, {
        jurisdiction: b.jurisdiction,
        taxYear: b.jurisdiction === 'UK' ? b.taxYear.replace('/', '-') : b.taxYear,
        filingStatus: b.jurisdiction === 'US' ? (b.filingStatus ?? 'single') : null,
        priorYearTaxCents: b.priorYearTaxCents ?? null,
        priorYearAgiCents: b.priorYearAgiCents ?? null,
        grossIncomeCents: b.grossIncomeCents ?? null,
        homeOfficeSqFt: b.homeOffice?.squareFeet ?? null,
        homeOfficeHoursPerMonth: b.homeOffice?.hoursPerMonth ?? null,
        homeOfficeMonths: b.homeOffice?.months ?? null,
      });
      res.json(await summary(userId));
    }),
  );

  router.get(
    '/tax/summary',
    handle(async (req, res) => {
      res.json(await summary(currentUser(req).id));
    }),
  );

  // confirm the suggested line, change it, or say it is not a business expense
  router.post(
    '/tax/lines',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { transactionId, line } = requestInput(req, { body: lineBody }).body;
      const { settings } = await currentTaxSettings(deps, userId, todayIso());
      const lines = [...linesOf(settings.jurisdiction), NOT_BUSINESS];
      if (!lines.includes(line)) throw new HttpError(400, `line: not a ${settings.jurisdiction} line. Lines: ${lines.join(', ')}.`, undefined, 'line');
      if (!(await deps.tax.choose(userId, transactionId, line))) throw new HttpError(404, 'Transaction not found.');
      res.json(await summary(userId));
    }),
  );

  router.get(
    '/tax/mileage',
    handle(async (req, res) => {
      const rows = await deps.tax.mileage(currentUser(req).id);
      res.json({ entries: rows.map((m) => ({ id: m.id, date: m.date, purpose: m.purpose, distance: m.distance, unit: m.unit })) });
    }),
  );

  router.post(
    '/tax/mileage',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const b = requestInput(req, { body: mileageBody }).body;
      await deps.tax.addMileage(userId, { date: b.date, purpose: b.purpose, distance: b.distance, unit: b.unit ?? 'miles' });
      res.status(201).json(await summary(userId));
    }),
  );

  router.patch(
    '/tax/mileage/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Journey not found.') }).params;
      const b = requestInput(req, { body: mileagePatch }).body;
      if (!(await deps.tax.updateMileage(userId, id, b))) throw new HttpError(404, 'Journey not found.');
      res.json(await summary(userId));
    }),
  );

  router.delete(
    '/tax/mileage/:id',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const { id } = requestInput(req, { params: idParams('Journey not found.') }).params;
      if (!(await deps.tax.removeMileage(userId, id))) throw new HttpError(404, 'Journey not found.');
      res.json(await summary(userId));
    }),
  );

  router.get(
    '/tax/export',
    handle(async (req, res) => {
      const userId = currentUser(req).id;
      const q = requestInput(req, { query: exportQuery }).query;
      // the PDF is built in the export pool, one at a time per user (server/exports/pool.ts)
      const release = q.format === 'pdf' ? exportPool.claim(userId) : () => {};
      try {
        const s = await summary(userId);
        // no worksheet of amounts in a currency they are not in
        if (s.currency.refused) throw new HttpError(409, s.currency.refused);
        const kind = q.kind ?? (s.settings.jurisdiction === 'US' ? 'schedule-c' : 'uk-expenses');
        if ((kind === 'schedule-c') !== (s.settings.jurisdiction === 'US')) {
          throw new HttpError(
            400,
            `kind: ${kind} does not match your ${s.settings.jurisdiction} tax settings (use ${s.settings.jurisdiction === 'US' ? 'schedule-c' : 'uk-expenses'}).`,
            undefined,
            'kind',
          );
        }
        const name = `${kind}-${s.settings.taxYear}`;
        if (q.format === 'csv') {
          res.type('text/csv; charset=utf-8').attachment(`${name}.csv`).send(taxCsv(kind, s));
          return;
        }
        await download(res, `${name}.pdf`, 'application/pdf', (out) => exportPool.render({ type: 'tax', kind, summary: s }, out));
      } finally {
        release();
      }
    }),
  );

  return router;
}
