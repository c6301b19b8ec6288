// The brake on password guessing (rate-limiter-flexible with its Redis store, shared by every
// server). An attempt takes its points before the password is checked, so twenty at once are
// counted as twenty; a right password gives them back.
//   per account and address: LOGIN_FAILS_PER_ACCOUNT_IP consecutive failures, then a lock that
//     doubles each time it is set again (LOGIN_DELAY_SECONDS, up to LOGIN_MAX_DELAY_SECONDS)
//   per account, from anywhere: LOGIN_FAILS_PER_ACCOUNT in LOGIN_ACCOUNT_WINDOW_SECONDS, then a lock
//     of LOGIN_ACCOUNT_LOCK_SECONDS (a spread-out guesser gets that many guesses per window at most)
//   per address: LOGIN_FAILS_PER_IP a day, then an hour's lock
// Every lock expires by itself; `npm run unlock-login -- EMAIL` lifts an account's at once.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../core/config.ts';
import { HttpError } from '../http/errors.ts';

export interface LoginThrottle {
  /** Takes an attempt's points, or throws 429 with Retry-After when a lock holds. */
  attempt(email: string, ip: string): Promise<void>;
  /** The password was right: the attempt's points are given back and the account+address count starts over. */
  succeeded(email: string, ip: string): Promise<void>;
  /** Lifts every lock on an account (an operator's command). */
  unlock(email: string): Promise<void>;
  /** The second step and the Google/Apple completion, per address: LOGIN_FAILS_PER_IP an hour. */
  codeAttempt(ip: string): Promise<void>;
}

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many sign-in attempts. Try again in ${wait(retryAfterSeconds)}.`);
  }
}

const wait = (s: number) => (s < 90 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`);
const DAY = 86_400;

export function loginThrottle(redis: Redis, config: Config): LoginThrottle {
  const prefix = `${config.REDIS_PREFIX}:login`;
  const make = (name: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration, blockDuration });
  const accountIp = make('acct_ip', config.LOGIN_FAILS_PER_ACCOUNT_IP, DAY);
  // how many times the account+address lock was set today: each one lasts twice the one before
  const lockouts = make('acct_ip_locks', 1_000, DAY);
  const account = make('acct', config.LOGIN_FAILS_PER_ACCOUNT, config.LOGIN_ACCOUNT_WINDOW_SECONDS, config.LOGIN_ACCOUNT_LOCK_SECONDS);
  const address = make('ip', config.LOGIN_FAILS_PER_IP, DAY, 3600);
  const codes = make('code_ip', config.LOGIN_FAILS_PER_IP, 3600);
  const key = (email: string) => email.trim().toLowerCase();

  const refused = (ms: number) => new ThrottledError(Math.max(1, Math.ceil(ms / 1000)));

  /**
   * How long the account+address lock holds. A refusal that raced the one setting the lock (twenty
   * guesses at once) can read the key before the block lands, when its expiry is still the day's
   * window: it then says the lock being set, not "1440 minutes".
   */
  async function accountIpWait(ai: string): Promise<number> {
    const ms = (await accountIp.get(ai))?.msBeforeNext ?? 0;
    if (ms <= config.LOGIN_MAX_DELAY_SECONDS * 1000) return ms;
    const n = Math.max(1, (await lockouts.get(ai))?.consumedPoints ?? 1);
    return Math.min(config.LOGIN_MAX_DELAY_SECONDS, config.LOGIN_DELAY_SECONDS * 2 ** (n - 1)) * 1000;
  }

  return {
    async attempt(email, ip) {
      const ai = `${key(email)}|${ip}`;
      const results = await Promise.allSettled([account.consume(key(email)), address.consume(ip), accountIp.consume(ai)]);
      const rejections = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const errors = rejections.filter((r) => !(r instanceof RateLimiterRes));
      if (errors.length) throw errors[0];
      if (!rejections.length) return;
      const [acct, ipRes, acctIp] = results;
      if (acctIp?.status === 'rejected' && (await accountIp.get(ai))?.consumedPoints === config.LOGIN_FAILS_PER_ACCOUNT_IP + 1) {
        // the first refusal after the allowed failures sets the lock: 1×, 2×, 4× … the base delay
        const n = (await lockouts.consume(ai)).consumedPoints;
        await accountIp.block(ai, Math.min(config.LOGIN_MAX_DELAY_SECONDS, config.LOGIN_DELAY_SECONDS * 2 ** (n - 1)));
      }
      const waits = await Promise.all([
        acct?.status === 'rejected' ? (acct.reason as RateLimiterRes).msBeforeNext : 0,
        ipRes?.status === 'rejected' ? (ipRes.reason as RateLimiterRes).msBeforeNext : 0,
        acctIp?.status === 'rejected' ? accountIpWait(ai) : 0,
      ]);
      throw refused(Math.max(...waits));
    },
    async succeeded(email, ip) {
      await Promise.all([accountIp.delete(`${key(email)}|${ip}`), account.reward(key(email), 1), address.reward(ip, 1)]);
    },
    async codeAttempt(ip) {
      try {
        await codes.consume(ip);
      } catch (r) {
        if (r instanceof RateLimiterRes) throw refused(r.msBeforeNext);
        throw r;
      }
    },
    async unlock(email) {
      const k = key(email);
      await account.delete(k);
      // the account+address keys carry the address: find them by pattern
      const stream = redis.scanStream({ match: `${prefix}:acct_ip*:${k.replace(/[*?[\]\\]/g, '\\$&')}|*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
    },
  };
}
