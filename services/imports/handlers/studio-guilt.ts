// Harmony's studio: spending that repeats in a category the user marked as a regret
// (core/harmony/feelings.ts). It looks back to last month, read only for a user who marked a regret.
// A nudge is raised once per category and subject (harmony_nudges' unique key).
import { guiltFrom } from '../../../core/harmony/feelings.ts';
import type { ImportHandler } from '../handler.ts';
import { raiseGuiltNudges } from '../../harmony/studio-nudges.ts';

export const studioGuilt: ImportHandler = {
  name: 'studio-guilt',
  async handle(event, deps) {
    const { userId, today } = event;
    if (deps.studio && (await deps.studio.regrets(userId)).length) {
      await raiseGuiltNudges(deps.studio, userId, await deps.ledger.since(userId, guiltFrom(today)), today);
    }
    return undefined;
  },
};
