// Web push to each of the user's devices (the web-push package, VAPID keys the server generated once).
// An endpoint the push service answers 404 or 410 for is gone for good and is dropped.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../core/config.ts';
import type { PushSubscriptionRow } from '../../db/repos/reminders.ts';

export interface PushOutcome {
  delivered: number;
  /** endpoints the push service says are gone */
  gone: string[];
  /** other failures: status (if any) and what was said */
  failed: { status: number | null; reason: string }[];
}

export type VapidKeys = { publicKey: string; privateKey: string };

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

export function pushSender(config: Pick<Config, 'PUSH_CA_FILE' | 'DELIVERY_TIMEOUT_MS' | 'MAIL_FROM' | 'PUBLIC_URL'>) {
  const agent = config.PUSH_CA_FILE ? new Agent({ ca: readFileSync(config.PUSH_CA_FILE) }) : undefined;
  // VAPID's subject is how a push service can reach the sender: the mail address, else the site
  const subject = config.MAIL_FROM ? `mailto:${config.MAIL_FROM.replace(/^.*<|>.*$/g, '')}` : config.PUBLIC_URL ?? 'mailto:reminders@localhost';
  return async function send(subs: readonly PushSubscriptionRow[], payload: object, vapid: VapidKeys): Promise<PushOutcome> {
    const out: PushOutcome = { delivered: 0, gone: [], failed: [] };
    await Promise.all(subs.map(async (s) => {
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 24 * 3600, timeout: config.DELIVERY_TIMEOUT_MS, ...(agent ? { agent } : {}),
        });
        out.delivered++;
      } catch (err) {
        const e = err as { statusCode?: number; body?: string; message?: string };
        if (e.statusCode === 404 || e.statusCode === 410) out.gone.push(s.endpoint);
        else out.failed.push({ status: e.statusCode ?? null, reason: `${e.message ?? String(err)}${e.statusCode ? ` (${e.statusCode}${e.body ? `: ${e.body.slice(0, 120)}` : ''})` : ''}` });
      }
    }));
    return out;
  };
}
