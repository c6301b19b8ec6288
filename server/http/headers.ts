// Security headers for every response (helmet), the CSRF token route and the proxy setting.
import type { IncomingMessage } from 'node:http';
import type { Express, RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../../core/config.ts';
import { requestToken } from '../auth/sessions.ts';
import { csrfTokenFor } from './guard.ts';

/**
 * A strict Content-Security-Policy: scripts, styles, fonts and connections only from our own origin
 * (the build has no inline script; React sets styles through the DOM, which CSP allows); images also
 * from data: (the favicon) and blob: (camera and file previews); no frames, no plugins. The export
 * buttons fetch their file (connect-src 'self') and save it through a blob: link with `download`,
 * a download rather than a navigation, which no directive here restricts.
 */
export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.COOKIE_SECURE ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS (COOKIE_SECURE says so)
    strictTransportSecurity: config.COOKIE_SECURE ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // the Apple form_post and OpenID redirects are navigations, which these do not affect
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/** GET /api/auth/csrf → {csrfToken}: the token the web app sends as X-CSRF-Token (null without a session). */
export const csrfTokenRoute: RequestHandler = (req, res) => {
  const token = req.user ? requestToken(req) : null;
  res.setHeader('Cache-Control', 'no-store');
  res.json({ csrfToken: token ? csrfTokenFor(token) : null });
};

/** TRUST_PROXY as Express reads it: true/false, a hop count, or addresses/names like "loopback". */
export function trustProxyValue(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** The protocol a socket's handshake came in with, believing X-Forwarded-Proto as Express would. */
export function socketProtocol(app: Express, req: IncomingMessage): string {
  const trust = app.get('trust proxy fn') as (addr: string, i: number) => boolean;
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && trust(req.socket.remoteAddress ?? '', 0)) return forwarded.split(',')[0]!.trim();
  return encrypted ? 'https' : 'http';
}
