// This browser's web push subscription: register the service worker, ask permission, subscribe with
// the server's VAPID key, and hand the subscription to the server (one per device).
import type { RemindersDto } from '../../../../core/chime/api.ts';
import { api } from '../../api/client.ts';

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** A short name for this device, so the user can tell their subscriptions apart. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

/** Turns push on for this browser; the message says why it could not. */
export async function turnOnPush(publicKey: string): Promise<RemindersDto> {
  if (!pushSupported()) throw new Error('This browser cannot receive web push.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error("Notifications are blocked for this site: allow them in the browser's site settings, then try again.");
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const sub = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = sub.toJSON();
  return api<RemindersDto>('/api/push/subscriptions', { method: 'POST', body: { endpoint: json.endpoint, keys: json.keys, device: deviceName() } });
}
