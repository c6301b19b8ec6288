// Net worth over time as a report: Ledger's series (core/accounts/net-worth.ts, balances per account
// and Liberty's debts) put in the reports' shape, with what it was computed from.
import type { NetWorthRange } from '../accounts/net-worth.ts';
import type { NetWorthReport, ReportQuery } from './types.ts';

export function netWorthReport(series: NetWorthRange, q: ReportQuery): NetWorthReport {
  const points = series.points.filter((p) => p.date >= q.from && p.date <= q.to);
  // before any account has a figure every point is zero: nothing to report for that range
  const empty = points.every((p) => p.assetsCents === 0 && p.liabilitiesCents === 0);
  return {
    key: 'net-worth',
    basis: { ...q, transactions: 0, transfersLeftOut: 0, firstDay: points[0]?.date ?? null, lastDay: points[points.length - 1]?.date ?? null },
    empty,
    home: series.home,
    step: series.step,
    points,
    items: series.items,
    keptApart: series.keptApart,
  };
}
