// Prime's smart handoff travels to the receiving employee's page in session storage
// (`prime-handoff` = {id, employee}); the page takes it once and claims it on the server.

export const HANDOFF_STORAGE_KEY = 'prime-handoff';
/** Fired on window after a handoff is stored, so an employee chat that is already open can take it. */
export const HANDOFF_EVENT = 'prime-handoff';

export interface StoredHandoff {
  id: string;
  employee: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: handoffs simply do not travel
  }
}

function parse(raw: string | null): StoredHandoff | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, employee } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof employee === 'string' && id && employee ? { id, employee } : null;
  } catch {
    return null;
  }
}

export function saveHandoff(handoff: StoredHandoff): void {
  storage()?.setItem(HANDOFF_STORAGE_KEY, JSON.stringify({ id: handoff.id, employee: handoff.employee }));
  window.dispatchEvent(new Event(HANDOFF_EVENT));
}

/** The stored handoff for this employee, left in place. */
export function peekHandoff(employee: string): StoredHandoff | null {
  const handoff = parse(storage()?.getItem(HANDOFF_STORAGE_KEY) ?? null);
  return handoff && handoff.employee === employee ? handoff : null;
}

/** The stored handoff for this employee, removed from storage (a handoff is opened once). */
export function takeHandoff(employee: string): StoredHandoff | null {
  const handoff = peekHandoff(employee);
  if (handoff) storage()?.removeItem(HANDOFF_STORAGE_KEY);
  return handoff;
}
