// What each line of the team's activity is about, and which of them reach the user. The team room's
// feed shows every line; the bell, email and push carry only the kinds that need the user, and the
// user chooses which of those reach which channel (Settings › Notifications).

/** Every activity line has one kind. `progress` is the team at work (a step started, rows read). */
export const NOTIFICATION_KINDS = ['reminder', 'question', 'approval', 'budget-alert', 'goal-alert', 'failure', 'automation', 'podcast', 'progress'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that need the user: the ones the bell may count. Progress stays in the live panel and the team room. */
export const USER_KINDS = NOTIFICATION_KINDS.filter((k): k is Exclude<NotificationKind, 'progress'> => k !== 'progress');
export type UserKind = (typeof USER_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['bell', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface KindInfo {
  label: string;
  /** what it is, in the settings' words */
  detail: string;
  /** the channels that can carry it: email and push exist only where the product sends them */
  channels: readonly NotificationChannel[];
}

export const KIND_INFO: Record<UserKind, KindInfo> = {
  reminder: { label: 'Bill reminders', detail: "Chime's reminders of a bill before it is due", channels: ['bell', 'email', 'push'] },
  question: { label: 'Questions', detail: 'Byte or Tag asks you something about an import (date order, amounts, categories)', channels: ['bell'] },
  approval: { label: 'Approvals', detail: 'Prime asks you to approve a batch an employee is unsure about', channels: ['bell'] },
  'budget-alert': { label: 'Budget alerts', detail: "Goalie says a category is near or over its month's budget", channels: ['bell'] },
  'goal-alert': { label: 'Goal alerts', detail: 'Goalie says a goal fell behind or was reached', channels: ['bell'] },
  failure: { label: 'Failures', detail: 'An import could not be finished', channels: ['bell'] },
  automation: { label: 'Your automations', detail: "Automa's notify actions from rules you set up", channels: ['bell', 'email', 'push'] },
  podcast: { label: 'Podcast episodes', detail: 'Roundtable says a new episode is ready', channels: ['bell'] },
};

/** kind → channel → on. Every kind that needs the user has every channel it can use. */
export type NotificationSettings = Record<UserKind, Partial<Record<NotificationChannel, boolean>>>;

/** What the user stored: only the choices that differ from the defaults need to be there. */
export type StoredNotificationSettings = Partial<Record<string, Partial<Record<string, boolean>>>>;

/**
 * The defaults: everything that needs the user reaches the bell; email and push are on where they
 * exist, because each bill and each Automa rule already says which of them it uses (these settings
 * can only turn a channel off for a kind, never add one a bill or rule did not ask for).
 */
export function defaultNotificationSettings(): NotificationSettings {
  const out = {} as NotificationSettings;
  for (const kind of USER_KINDS) out[kind] = Object.fromEntries(KIND_INFO[kind].channels.map((c) => [c, true]));
  return out;
}

/** The stored choices over the defaults; unknown kinds or channels a kind cannot use are ignored. */
export function resolveNotificationSettings(stored: StoredNotificationSettings | null | undefined): NotificationSettings {
  const out = defaultNotificationSettings();
  for (const kind of USER_KINDS) {
    const choice = stored?.[kind];
    if (!choice) continue;
    for (const channel of KIND_INFO[kind].channels) if (typeof choice[channel] === 'boolean') out[kind][channel] = choice[channel];
  }
  return out;
}

/** Whether a line of this kind reaches this channel. Progress reaches none. */
export function reaches(settings: NotificationSettings, kind: NotificationKind, channel: NotificationChannel): boolean {
  if (kind === 'progress') return false;
  return settings[kind][channel] === true;
}

/** The kinds the bell counts and lists for these settings. */
export function bellKinds(settings: NotificationSettings): UserKind[] {
  return USER_KINDS.filter((k) => reaches(settings, k, 'bell'));
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
