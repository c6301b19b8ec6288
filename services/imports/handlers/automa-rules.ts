// Automa's transaction rules over the rows this document added; first, so the alerts and insights
// read the ledger as the rules left it. Once per rule and row (the run log's unique key).
import { runImportRules } from '../../automa/runs.ts';
import type { ImportHandler } from '../handler.ts';

export const automaRules: ImportHandler = {
  name: 'automa-rules',
  async handle(event, deps) {
    await runImportRules(deps, event.userId, event.documentId);
    return undefined;
  },
};
