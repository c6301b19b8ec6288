import { create } from 'zustand';
import type { LedgerChangeDto } from '../../../../core/ledger/api.ts';

interface LedgerUndoState {
  /** the latest change not undone yet: what the Undo bar offers */
  change: LedgerChangeDto | null;
  /** true while the bar is offered (after the user made a change, or undid one and an earlier one is left) */
  fresh: boolean;
  /** what the last undo undid, said once */
  undone: string | null;
  offer: (change: LedgerChangeDto) => void;
  afterUndo: (undone: LedgerChangeDto, next: LedgerChangeDto | null) => void;
  hide: () => void;
}

export const useLedgerUndo = create<LedgerUndoState>()((set) => ({
  change: null,
  fresh: false,
  undone: null,
  offer: (change) => set({ change, fresh: true, undone: null }),
  afterUndo: (undone, next) => set({ change: next, fresh: next !== null, undone: undone.summary }),
  hide: () => set({ fresh: false, undone: null }),
}));
