// In Chromium: connect the fake Spotify from the Music Integration page (the browser goes to the
// fake's /authorize and comes back through /callback), make a calm playlist from the saved tracks
// and see its tracks, then play it on the (Premium) account's player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { FakeSpotify } from '../support/fake-spotify.ts';
import { checkLayout } from '../support/layout-check.ts';
import { startStack, type Stack } from '../support/stack.ts';

const CLIENT_ID = 'wave-e2e-client';
const PASSWORD = 'correct horse battery';
let fake: FakeSpotify;
let stack: Stack;
let plain: Stack;
let browser: Browser;

/** the browser logs refused requests (a 4xx of the API) itself; nothing else may fail */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[0-9]/.test(e));

beforeAll(async () => {
  fake = await FakeSpotify.start(CLIENT_ID);
  stack = await startStack({
    workers: false,
    env: { SPOTIFY_CLIENT_ID: CLIENT_ID, SPOTIFY_ACCOUNTS_URL: fake.accountsUrl, SPOTIFY_API_URL: fake.apiUrl },
  });
  fake.redirectUri = `${stack.server.url}/callback`;
  plain = await startStack({ workers: false });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await plain?.close();
  await fake?.close();
});

describe('music integration in the browser', () => {
  it('connects the fake Spotify and shows a playlist made from the saved tracks', async () => {
    const email = uniqueEmail('e2e-music');
    await stack.client().signup(email, PASSWORD, 'Mia Music');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/music-integration', email, PASSWORD);
    await page.getByRole('button', { name: 'Connect Spotify' }).click();
    await page.waitForURL(/\/dashboard\/music-integration\?music=connected$/);
    await page.getByTestId('music-outcome').filter({ hasText: 'Spotify is connected.' }).waitFor();
    await page.getByTestId('music-account').filter({ hasText: 'Pia Premium' }).waitFor();

    await page.getByRole('button', { name: 'Make a calm playlist' }).click();
    const card = page.getByTestId('music-playlist').filter({ hasText: 'Wave · Calm' });
    await card.waitFor();
    const tracks = await card.locator('.music-track-name').allTextContents();
    expect(tracks).toEqual(['Low Tide', 'Paper Boats', 'Radio Sugar']);
    expect(await card.getByText(/under 4 minutes/).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Open in Spotify' }).getAttribute('href')).toMatch(/^https:\/\/open\.spotify\.com\/playlist\//);
    // the playlist is in the (fake) Spotify account, made from the saved tracks
    const made = [...fake.playlists.values()].find((p) => p.name.startsWith('Wave · Calm'))!;
    expect(made.tracks).toEqual(['trk01', 'trk02', 'trk05']);

    await card.getByRole('button', { name: 'Play here' }).click();
    await page.getByTestId('music-now-playing').filter({ hasText: 'Low Tide' }).waitFor();
    await page.getByTestId('music-player').getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('music-now-playing').filter({ hasText: 'Paper Boats' }).waitFor();
    // the connected page (account, playlist with its tracks, player) fits a phone and a desktop
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      // the shell swaps between its phone and desktop layouts on resize: measure the one it settled on
      await page.locator(`[data-layout="${viewport.width < 768 ? 'mobile' : 'desktop'}"]`).waitFor();
      await page.getByTestId('music-page').waitFor();
      const report = await checkLayout(page);
      expect({ viewport: viewport.width, overflowing: report.overflowing, covered: report.covered }).toEqual({
        viewport: viewport.width,
        overflowing: [],
        covered: [],
      });
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 90_000);
  it('shows the reconnect state when Spotify revoked the access, and reconnecting brings the account back', async () => {
    const email = uniqueEmail('e2e-music-revoked');
    await stack.client().signup(email, PASSWORD, 'Rae Revoked');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/music-integration', email, PASSWORD);
    fake.authorizeAs = 'fred';
    await page.getByRole('button', { name: 'Connect Spotify' }).click();
    await page.getByTestId('music-account').filter({ hasText: 'Fred Free' }).waitFor();
    // a Free account: no player, the Premium note instead
    await page.getByTestId('music-premium-note').filter({ hasText: 'only for Premium' }).waitFor();
    expect(await page.getByTestId('music-player').count()).toBe(0);
    fake.revoke('fred');
    fake.expireAccessTokens();
    await page.getByRole('button', { name: 'Make a focus playlist' }).click();
    // the failed request's alert may already have given way to the refreshed status: the reconnect state is what stays
    await page
      .getByTestId('music-reconnect')
      .filter({ hasText: /no longer accepts/ })
      .waitFor();
    // the page's address already ends in ?music=connected (the first connection), so waiting for it
    // proves nothing: wait for the reconnect state to go, which only a fresh page load can do
    await page.getByTestId('music-reconnect').getByRole('button', { name: 'Reconnect Spotify' }).click();
    await page.getByTestId('music-reconnect').waitFor({ state: 'detached' });
    await page.getByTestId('music-account').filter({ hasText: 'Fred Free' }).waitFor();
    expect(await page.getByTestId('music-reconnect').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?music=connected');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 90_000);

  it('without Spotify configured, explains how to connect it and shows no tracks', async () => {
    const email = uniqueEmail('e2e-music-plain');
    await plain.client().signup(email, PASSWORD, 'Pat Plain');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, plain.server.url, '/dashboard/music-integration', email, PASSWORD);
    const setup = page.getByTestId('music-setup');
    await setup.waitFor();
    expect(await setup.textContent()).toContain('SPOTIFY_CLIENT_ID');
    expect(await setup.textContent()).toContain(`${plain.server.url}/callback`);
    expect(await page.getByRole('button', { name: 'Connect Spotify' }).count()).toBe(0);
    expect(await page.getByTestId('music-playlist').count()).toBe(0);
    expect(await page.locator('.music-tracks li').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);
});
