// Web push to each of the user's devices (the web-push package, VAPID keys the server generated once).
// An endpoint the push service answers 404 or 410 for is gone for good and is dropped.
// Endpoints are URLs a user gave: every request goes through the outbound guard (the address checked
// inside the connection's own lookup, so DNS rebinding cannot reach the inside), and what the user
// sees of a failure is its category, never the remote body or the socket's error (that would map
// internal ports and echo internal services).
import { readFileSync } from 'node:fs';
import webpush from 'web-push';
import type { Config } from '../../core/config.ts';
import type { PushSubscriptionRow } from '../../db/repos/reminders.ts';
import { OutboundRefused, allowHostsFrom, guardedAgent, outboundUrl, type OutboundPolicy } from '../../infra/outbound-guard.ts';

export interface PushOutcome {
  delivered: number;
  /** endpoints the push service says are gone */
  gone: string[];
  /** other failures: status (if any) and the category of what went wrong */
  failed: { status: number | null; reason: string }[];
}

export type VapidKeys = { publicKey: string; privateKey: string };

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

type PushConfig = Pick<Config, 'PUSH_CA_FILE' | 'DELIVERY_TIMEOUT_MS' | 'MAIL_FROM' | 'PUBLIC_URL' | 'OUTBOUND_ALLOW_HOSTS'>;

/** What the user is told: a category, the HTTP status at most. */
export function pushFailureReason(err: unknown): { status: number | null; reason: string } {
  if (err instanceof OutboundRefused) return { status: null, reason: "the device's push address is not a public push service, so nothing was sent" };
  const e = err as { statusCode?: number; code?: string };
  if (typeof e.statusCode === 'number') {
    return {
      status: e.statusCode,
      reason: e.statusCode >= 500 ? `the push service had an error (HTTP ${e.statusCode})` : `the push service refused the message (HTTP ${e.statusCode})`,
    };
  }
  if (e.code === 'ETIMEDOUT' || e.code === 'ESOCKETTIMEDOUT' || /timeout/i.test(String((err as Error)?.message))) {
    return { status: null, reason: 'the push service did not answer in time' };
  }
  return { status: null, reason: 'could not reach the push service' };
}

export function pushSender(config: PushConfig) {
  const policy: OutboundPolicy = { protocols: ['https:'], allowHosts: allowHostsFrom(config.OUTBOUND_ALLOW_HOSTS) };
  const agent = guardedAgent(policy, config.PUSH_CA_FILE ? { ca: readFileSync(config.PUSH_CA_FILE) } : {});
  // VAPID's subject is how a push service can reach the sender: the mail address, else the site
  const subject = config.MAIL_FROM ? `mailto:${config.MAIL_FROM.replace(/^.*<|>.*$/g, '')}` : (config.PUBLIC_URL ?? 'mailto:reminders@localhost');
  return async function send(subs: readonly PushSubscriptionRow[], payload: object, vapid: VapidKeys): Promise<PushOutcome> {
    const out: PushOutcome = { delivered: 0, gone: [], failed: [] };
    await Promise.all(
      subs.map(async (s) => {
        try {
          outboundUrl(s.endpoint, policy); // an address literal never reaches the agent's lookup
          await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: 24 * 3600,
            timeout: config.DELIVERY_TIMEOUT_MS,
            agent,
          });
          out.delivered++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) out.gone.push(s.endpoint);
          else out.failed.push(pushFailureReason(err));
        }
      }),
    );
    return out;
  };
}
