// Sign in with Google or Apple, the pure part: which providers are on, and what a verified identity
// does to our accounts.
import { describe, expect, it } from 'vitest';
import {
  configuredProviders,
  decideSignIn,
  identityFromClaims,
  nameFromAppleUser,
  noPasswordMessage,
  normalizePem,
  providerErrorMessage,
  safeNextPath,
  type VerifiedIdentity,
} from '../../core/auth/oidc.ts';
import { loadConfig } from '../../core/config.ts';

const google = { GOOGLE_CLIENT_ID: 'g-client', GOOGLE_CLIENT_SECRET: 'g-secret' };
const apple = {
  APPLE_CLIENT_ID: 'app.example.web',
  APPLE_TEAM_ID: 'TEAM123',
  APPLE_KEY_ID: 'KEY123',
  APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
};

describe('configured providers', () => {
  it('lists none without client ids', () => {
    expect(configuredProviders(loadConfig({}))).toEqual([]);
  });

  it('needs every variable of a provider', () => {
    expect(configuredProviders(loadConfig({ GOOGLE_CLIENT_ID: 'g-client' }))).toEqual([]);
    expect(configuredProviders(loadConfig({ ...apple, APPLE_KEY_ID: '' }))).toEqual([]);
    expect(configuredProviders(loadConfig({ ...google, ...apple })).map((p) => p.id)).toEqual(['google', 'apple']);
  });

  it('uses the real issuers unless overridden, Apple with form_post and the name scope', () => {
    const [g, a] = configuredProviders(loadConfig({ ...google, ...apple }));
    expect(g).toMatchObject({ issuer: 'https://accounts.google.com', clientId: 'g-client', clientSecret: 'g-secret', responseMode: 'query' });
    expect(g!.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(a).toMatchObject({
      issuer: 'https://appleid.apple.com',
      clientId: 'app.example.web',
      teamId: 'TEAM123',
      keyId: 'KEY123',
      responseMode: 'form_post',
    });
    expect(a!.scope).toBe('openid name email');
    // "\n" escapes in the variable become line breaks
    expect(a!.id === 'apple' && a!.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n');
    const [own] = configuredProviders(loadConfig({ ...google, GOOGLE_ISSUER: 'http://127.0.0.1:4000' }));
    expect(own!.issuer).toBe('http://127.0.0.1:4000');
  });

  it('reads a PEM with real or escaped line breaks the same', () => {
    expect(normalizePem('a\\nb\\r\\nc')).toBe('a\nb\nc\n');
    expect(normalizePem('a\nb\n')).toBe('a\nb\n');
  });
});

describe('the path to return to', () => {
  it('keeps same-site paths only', () => {
    expect(safeNextPath('/dashboard/transactions?x=1')).toBe('/dashboard/transactions?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'dashboard', '', '/a\nb', undefined, 42, ['/x']]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

describe('identity from the id token', () => {
  it('reads Google claims', () => {
    expect(identityFromClaims('google', { sub: '1234', email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' })).toEqual({
      provider: 'google',
      subject: '1234',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    expect(identityFromClaims('google', { sub: '1', email: 'a@b.c', given_name: 'Ada', family_name: 'King' })).toMatchObject({
      emailVerified: false,
      name: 'Ada King',
    });
  });

  it('reads Apple claims ("true" as a string) and the name from the first form_post', () => {
    const user = JSON.stringify({ name: { firstName: 'Grace', lastName: 'Hopper' }, email: 'someone-else@example.com' });
    const id = identityFromClaims('apple', { sub: '001.abc', email: 'x1@privaterelay.appleid.com', email_verified: 'true' }, user);
    // the email comes from the token, never from the browser's `user` field
    expect(id).toEqual({ provider: 'apple', subject: '001.abc', email: 'x1@privaterelay.appleid.com', emailVerified: true, name: 'Grace Hopper' });
    expect(identityFromClaims('apple', { sub: '001.abc', email: 'x@y.z', email_verified: 'false' }).emailVerified).toBe(false);
    expect(identityFromClaims('apple', { sub: '001.abc', email: 'x@y.z' }).name).toBeNull();
  });

  it('refuses a token without a subject, and ignores a malformed `user` field', () => {
    expect(() => identityFromClaims('google', { email: 'a@b.c' })).toThrow(/subject/);
    expect(nameFromAppleUser('not json')).toBeNull();
    expect(nameFromAppleUser('{"name": "Grace"}')).toBeNull();
    expect(nameFromAppleUser('{"name": {"firstName": "Grace"}}')).toBe('Grace');
  });
});

describe('deciding the account', () => {
  const identity = (over: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
    provider: 'google',
    subject: 's-1',
    email: 'ada@example.com',
    emailVerified: true,
    name: 'Ada Lovelace',
    ...over,
  });

  it('signs a linked identity in to its user, whatever the email says', () => {
    expect(decideSignIn(identity({ emailVerified: false }), { identityUserId: 'u1', emailUserId: 'u2' })).toEqual({ kind: 'existing', userId: 'u1' });
  });

  it('links a verified email to the existing account', () => {
    expect(decideSignIn(identity(), { identityUserId: null, emailUserId: 'u2' })).toEqual({ kind: 'link', userId: 'u2' });
  });

  it('refuses an unverified email that matches an account', () => {
    const d = decideSignIn(identity({ emailVerified: false }), { identityUserId: null, emailUserId: 'u2' });
    expect(d.kind).toBe('refuse');
    expect(d.kind === 'refuse' && d.message).toMatch(/already exists.*Google has not verified/);
  });

  it('creates an account with the token name, or the email when there is none', () => {
    expect(decideSignIn(identity(), { identityUserId: null, emailUserId: null })).toEqual({
      kind: 'create',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
    });
    expect(decideSignIn(identity({ name: null }), { identityUserId: null, emailUserId: null })).toMatchObject({ fullName: 'ada' });
  });

  it('refuses to open an account for an address the provider has not verified', () => {
    const d = decideSignIn(identity({ emailVerified: false }), { identityUserId: null, emailUserId: null });
    expect(d.kind === 'refuse' && d.message).toMatch(/Google has not verified ada@example.com/);
  });

  it('refuses to create an account without an email', () => {
    const d = decideSignIn(identity({ email: null, emailVerified: false }), { identityUserId: null, emailUserId: null });
    expect(d.kind === 'refuse' && d.message).toMatch(/did not share an email/);
  });
});

describe('messages', () => {
  it('says what the provider said', () => {
    expect(providerErrorMessage('google', 'access_denied', 'The user said no')).toMatch(
      /^Google said: access_denied \(The user said no\)\. Sign-in was cancelled/,
    );
    expect(providerErrorMessage('apple', 'server_error')).toMatch(/^Apple said: server_error\. You are not signed in/);
  });

  it('names how a passwordless account signs in', () => {
    expect(noPasswordMessage(['google'])).toBe('This account signs in with Google.');
    expect(noPasswordMessage(['apple', 'google'])).toBe('This account signs in with Apple or Google.');
    expect(noPasswordMessage([])).toBe('This account signs in with Google/Apple.');
  });
});
