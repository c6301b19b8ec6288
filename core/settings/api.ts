// What /api/settings answers (server/settings/routes.ts, server/settings/currency.ts, server/settings/notifications.ts).
import type { KindInfo, NotificationSettings, UserKind } from '../notifications/kinds.ts';

/** GET/PATCH /api/settings */
export interface SettingsDto {
  fullName: string;
  email: string;
  /** normalized "+digits" */
  phone: string | null;
  twoFactorEnabled: boolean;
  /** false for an account made through Google or Apple that has not set a password (its first one needs no current one) */
  hasPassword: boolean;
}

/** POST /api/settings/2fa/setup: the pending secret (base32) and the URI for the QR code. */
export interface TwoFactorSetupDto {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/settings/2fa/enable: the one-time recovery codes, shown once. */
export interface TwoFactorEnabledDto {
  twoFactorEnabled: true;
  recoveryCodes: string[];
}

/** GET /api/settings/currency: the home currency, the stated rates, and each currency in the ledger. */
export interface CurrencySettingsDto {
  homeCurrency: string;
  /** units of the home currency per unit of the other, as the user stated them */
  rates: Record<string, number>;
  ledger: {
    code: string;
    name: string;
    transactions: number;
    /** the sum of its amounts in its own currency */
    totalCents: number;
    /** the rate used (1 for the home currency), or null: kept apart from totals */
    rate: number | null;
  }[];
  /** every currency that can be chosen, with its name */
  known: { code: string; name: string }[];
}

/** GET/PUT /api/settings/notifications: per kind of news that needs the user, the channels it reaches. */
export interface NotificationSettingsDto {
  settings: NotificationSettings;
  /** each kind in the settings' order, its words and the channels it can use */
  kinds: (KindInfo & { kind: UserKind; channels: KindInfo['channels'][number][] })[];
}
