// Intelia's insights about the import (they join the document's), and Harmony's reaction to the
// spending spikes among them: one signal per category and month, updated as it grows, and her nudge
// (the floating card), once per category and month.
import { spendingSpikeSignal } from '../../../core/intelia/insights.ts';
import { spikeNudge } from '../../../core/harmony/nudges.ts';
import { importInsights } from '../../ledger/insights.ts';
import type { ImportHandler } from '../handler.ts';

export const insightsAndSpikes: ImportHandler = {
  name: 'insights',
  progress: { at: 50, message: 'Intelia is looking for spikes, new merchants, price rises and duplicate charges…' },
  async handle(event, deps, reads) {
    const { userId, today } = event;
    const focus = await reads.focus();
    const found = await importInsights(deps.ledger, focus, userId, today);
    const spikes = spendingSpikeSignal(found);
    await deps.ledger.recordSignals(
      userId,
      'spending_spike',
      spikes.map((s) => ({ subject: `${s.category}|${s.month}`, data: { ...s } })),
    );
    for (const s of spikes) await deps.harmony.create(userId, spikeNudge(s));
    return found;
  },
};
