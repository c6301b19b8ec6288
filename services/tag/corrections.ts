// The rules a correction applies inside its database transaction (db/repos/corrections.ts): a
// merchant's key when the row has none stored (core/tag/merchant.ts), and Harmony noticing the
// category changes (services/harmony/corrections.ts).
import { merchantKey } from '../../core/tag/merchant.ts';
import type { CorrectionRules } from '../../db/repos/corrections.ts';
import { noteCorrections } from '../harmony/corrections.ts';

export const CORRECTION_RULES: CorrectionRules = {
  merchantKey: (description) => merchantKey(description),
  noteCorrections,
};
