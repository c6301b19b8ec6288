// Issue 30: a toast is a notification too: the kinds a user keeps off the bell in Settings ›
// Notifications (Automa's runs, approvals, reminders, a podcast) do not pop up either.
import { describe, expect, it } from 'vitest';
import { bellKinds, defaultNotificationSettings, resolveNotificationSettings } from '../../core/notifications/kinds.ts';
import { toastWanted } from '../../web/src/features/shell/useNotifications.ts';

describe('toasts follow the bell settings', () => {
  it('with the defaults every toast kind reaches the bell, so each shows', () => {
    const kinds = bellKinds(defaultNotificationSettings());
    for (const kind of ['reminder', 'approval', 'automation', 'podcast'] as const) expect(toastWanted({ kind }, kinds)).toBe(true);
  });

  it('Automa turned off for the bell: no Automa toast; the others still show', () => {
    const kinds = bellKinds(resolveNotificationSettings({ automation: { bell: false } }));
    expect(toastWanted({ kind: 'automation' }, kinds)).toBe(false);
    expect(toastWanted({ kind: 'reminder' }, kinds)).toBe(true);
    expect(toastWanted({ kind: 'approval' }, kinds)).toBe(true);
  });

  it('before the settings have loaded, a toast is shown rather than lost', () => {
    expect(toastWanted({ kind: 'podcast' }, null)).toBe(true);
  });
});
