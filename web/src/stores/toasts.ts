import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

interface ToastState {
  toasts: Toast[];
  show: (text: string, kind?: ToastKind) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show(text, kind = 'info') {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, text, kind }].slice(-4) }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shortcut for code outside React components. */
export const showToast = (text: string, kind?: ToastKind) => useToasts.getState().show(text, kind);
