// The ledger as Crystal and Intelia read it: every figure they compute is in the home currency, so
// the repository's rows (db/repos/ledger.ts, in their own currencies) are converted at the user's
// stated rates, or left out (kept apart) when there is none (core/currency.ts).
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { closingRow } from '../../core/crystal/closing-balance.ts';
import { inHomeCurrency, type CurrencyRates } from '../../core/currency.ts';
import { addDays } from '../../core/dates.ts';
import { type AccountPeriod, NO_ACCOUNT } from '../../core/figures/coverage.ts';
import { pointAccountsOf } from '../../core/figures/point-accounts.ts';
import type { InteliaInsight } from '../../core/intelia/insights.ts';
import type { Db } from '../../db/client.ts';
import { LEDGER_WINDOW_DAYS, LedgerRepo, type LedgerRowIn, type SignalInput } from '../../db/repos/ledger.ts';
import { LedgerFocusRepo } from '../../db/repos/ledger-focus.ts';
import { importFocus, type ImportFocus } from './focus.ts';
import { ledgerInsights } from './insights.ts';

/** Crystal and Intelia look this far back: three years hold two full seasons and the current one. */
export { LEDGER_WINDOW_DAYS } from '../../db/repos/ledger.ts';

export interface StatedBalance {
  cents: number;
  source: 'statement' | 'none';
  asOf: string | null;
}

export class Ledger {
  readonly repo: LedgerRepo;
  private readonly focus: LedgerFocusRepo;

  constructor(db: Db) {
    this.repo = new LedgerRepo(db);
    this.focus = new LedgerFocusRepo(db);
  }

  /**
   * The user's transactions since `from`, oldest first, in the home currency. `exceptDocument`: leave
   * out that document's rows (Crystal reads the ledger as it was before the import, while it is committed).
   */
  async since(userId: string, from: string, exceptDocument?: string): Promise<LedgerTransaction[]> {
    return this.inHome(userId, await this.repo.rowsSince(userId, from, exceptDocument));
  }

  private async inHome(userId: string, rows: LedgerRowIn[]): Promise<LedgerTransaction[]> {
    const money = await this.currencySettings(userId);
    return inHomeCurrency(rows, money.home, money.rates);
  }

  /** The user's home currency and the rates they stated. */
  currencySettings(userId: string): Promise<{ home: string; rates: CurrencyRates; ratesAt: string | null }> {
    return this.repo.currencySettings(userId);
  }

  /** The ledger Crystal and Intelia work on: the last LEDGER_WINDOW_DAYS up to today. */
  window(userId: string, today: string, exceptDocument?: string): Promise<LedgerTransaction[]> {
    return this.since(userId, addDays(today, -LEDGER_WINDOW_DAYS), exceptDocument);
  }

  /** The window's rows each in its own currency, for a reader that converts them itself (the tax estimate). */
  windowInOwnCurrencies(userId: string, today: string): Promise<LedgerRowIn[]> {
    return this.repo.rowsSince(userId, addDays(today, -LEDGER_WINDOW_DAYS));
  }

  /** What Intelia reads after an import instead of the whole window (services/ledger/focus.ts). */
  importFocus(userId: string, today: string, documentId: string): Promise<ImportFocus> {
    return importFocus(this.focus, this, userId, today, documentId);
  }

  /** The window's rows of these merchants only, in the home currency (LedgerRepo.merchantRows). */
  async ofMerchants(userId: string, today: string, merchantKeys: readonly string[], exceptDocument?: string): Promise<LedgerTransaction[]> {
    if (!merchantKeys.length) return [];
    return this.inHome(userId, await this.repo.merchantRows(userId, addDays(today, -LEDGER_WINDOW_DAYS), merchantKeys, exceptDocument));
  }

  /** Intelia's insights over the user's ledger (services/ledger/insights.ts). */
  insights(userId: string, today: string, documentId?: string, window?: LedgerTransaction[]): Promise<InteliaInsight[]> {
    return ledgerInsights(this, userId, today, documentId, window);
  }

  /** Ids of the transactions a document added. */
  idsOfDocument(userId: string, documentId: string): Promise<string[]> {
    return this.repo.idsOfDocument(userId, documentId);
  }

  /**
   * The sum of each account's latest balance a statement stated (its closing balance, or the running
   * balance column; on the same day the closing balance, as the Bank Accounts page reads them:
   * core/accounts/balances.ts statedAnchors), or 0 with source 'none' when no import stated one.
   */
  async statedBalance(userId: string): Promise<StatedBalance> {
    const [running, closings] = await Promise.all([this.repo.statedBalanceRows(userId), this.repo.statementClosings(userId)]);
    const byAccount = new Map<string, { date: string; amountCents: number; balanceCents: number }[]>();
    for (const r of running) {
      const rows = byAccount.get(r.account) ?? [];
      rows.push({ date: r.date, amountCents: r.amountCents, balanceCents: r.balanceCents });
      byAccount.set(r.account, rows);
    }
    const latest = new Map<string, { date: string; balanceCents: number }>();
    for (const [account, rows] of byAccount) latest.set(account, closingRow(rows)!);
    for (const c of closings) {
      const r = latest.get(c.account);
      if (!r || c.date >= r.date) latest.set(c.account, c);
    }
    if (!latest.size) return { cents: 0, source: 'none', asOf: null };
    let cents = 0;
    let asOf = '';
    for (const b of latest.values()) {
      cents += b.balanceCents;
      if (b.date > asOf) asOf = b.date;
    }
    return { cents, source: 'statement', asOf };
  }

  /** The periods the user's statements state, per account (documents.period_from/to: core/figures/coverage.ts). */
  async statementPeriods(userId: string): Promise<AccountPeriod[]> {
    return (await this.repo.statementPeriods(userId)).map((p) => ({ account: p.account?.trim() || NO_ACCOUNT, from: p.from, to: p.to }));
  }

  /** Accounts whose rows are single moments (cash receipts, rows typed by hand): core/figures/point-accounts.ts. */
  async pointAccounts(userId: string): Promise<string[]> {
    return pointAccountsOf(await this.repo.accountEvidence(userId));
  }

  accounts(userId: string): Promise<string[]> {
    return this.repo.accounts(userId);
  }

  businessAccounts(userId: string): Promise<string[]> {
    return this.repo.businessAccounts(userId);
  }

  setBusinessAccounts(userId: string, accounts: string[]): Promise<void> {
    return this.repo.setBusinessAccounts(userId, accounts);
  }

  /** Records signals of a kind; the same subject again updates its figures. */
  recordSignals(userId: string, kind: string, signals: readonly SignalInput[]): Promise<void> {
    return this.repo.recordSignals(userId, kind, signals);
  }

  signals(userId: string, kind: string): Promise<{ subject: string; data: Record<string, unknown>; updatedAt: string }[]> {
    return this.repo.signals(userId, kind);
  }
}
