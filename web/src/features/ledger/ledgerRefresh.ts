// A revision number the ledger's page of transactions reloads on: bumped after a change that
// touched other rows than the one on screen (e.g. "Apply to N similar").
import { create } from 'zustand';

interface LedgerRefreshState {
  revision: number;
  bump: () => void;
}

export const useLedgerRefresh = create<LedgerRefreshState>()((set) => ({
  revision: 0,
  bump() {
    set((s) => ({ revision: s.revision + 1 }));
  },
}));

export const refreshLedger = () => useLedgerRefresh.getState().bump();
