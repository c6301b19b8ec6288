// In the browser (#16): a podcaster, an episode type and a timeframe chosen, Generate, and the
// episode's real steps (facts, script, the audio part by part, encoding) showing as the worker does
// them; the ready message, the episode in the library with its duration; the player plays (its time
// moves), seeks and changes speed; a rating of 4 and one listen are still there after a reload. At
// 1440 px with the live panel, and at 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PODCAST_READY_MESSAGE } from '../../core/roundtable/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';
const email = uniqueEmail('podcast-ui');
const PATH = '/dashboard/personal-podcast';

beforeAll(async () => {
  stack = await startStack({ env: { CLOCK_TODAY: '2026-03-17' } });
  browser = await launchBrowser();
  const client = stack.client();
  await client.signup(email, password, 'Pia Podcast');
  await importCsv(client, 'checking.csv', [
    '2026-02-01,PAYROLL ACME CORP,2500.00,Checking',
    '2026-02-03,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
    '2026-02-20,WHOLE FOODS MARKET #10,-96.40,Visa',
    '2026-03-01,PAYROLL ACME CORP,2500.00,Checking',
    '2026-03-03,RENT PAYMENT OAKWOOD APARTMENTS,-1950.00,Checking',
    '2026-03-09,SHELL OIL 5521,-48.00,Visa',
    '2026-03-10,WHOLE FOODS MARKET #10,-84.20,Visa',
    "2026-03-11,TRADER JOE'S #552,-41.10,Visa",
    '2026-03-12,NETFLIX.COM,-15.49,Visa',
    '2026-03-14,BEST BUY 00123,-899.99,Visa',
    '2026-03-15,SAFEWAY #1711,-63.35,Visa',
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Every state each step showed, in order ("audio:processing, part 3 of 12"), recorded in the page as it changes. */
async function recordSteps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { podcastSteps: string[] }).podcastSteps = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid^="podcast-step-"][data-status]')) {
        const state = `${el.dataset.testid!.replace('podcast-step-', '')}:${el.dataset.status}${el.querySelector('[data-testid="podcast-step-parts"]')?.textContent ?? ''}`;
        if (!seen.includes(state)) seen.push(state);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
const stepsSeen = (page: Page) => page.evaluate(() => (window as unknown as { podcastSteps: string[] }).podcastSteps);
const audioState = (page: Page) =>
  page.getByTestId('podcast-audio').evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, rate: a.playbackRate, paused: a.paused }));

describe('the personal podcast in the browser', () => {
  it('generates an episode with its real steps, plays, seeks, changes speed, and keeps a rating and the listen (1440 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchConsole(page);
    await recordSteps(page);
    await logInThroughForm(page, stack.server.url, PATH, email, password);
    await page.getByRole('heading', { name: /Chat with Roundtable/ }).waitFor();
    expect(await page.getByRole('radio', { name: 'Last 7 days' }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'Money Minute with Max', exact: true }).check();
    await page.getByLabel('Episode type').selectOption('weekly');
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await page.getByRole('radio', { name: 'Last 7 days' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    const making = page.getByTestId('podcast-progress');
    await making.first().waitFor();
    await making.getByText('Money Minute with Max: Weekly recap').waitFor();

    await page.getByTestId('podcast-ready').filter({ hasText: PODCAST_READY_MESSAGE }).waitFor({ timeout: 180_000 });
    await expect.poll(() => making.count()).toBe(0);
    const seen = await stepsSeen(page);
    const first = (re: RegExp) => seen.findIndex((s) => re.test(s));
    const facts = first(/^facts:completed/);
    const script = first(/^script:completed/);
    // the audio went part by part, and the page said which part
    const audio = first(/^audio:(processing|completed), part \d+ of \d+$/);
    // encoding's own end may come with the ready event in one render: its start is enough
    const encoding = first(/^encoding:(processing|completed)/);
    expect(
      [facts, script, audio, encoding].every((i) => i >= 0),
      seen.join(' | '),
    ).toBe(true);
    expect(facts, seen.join(' | ')).toBeLessThan(encoding);
    expect(script, seen.join(' | ')).toBeLessThan(encoding);

    const card = page.getByTestId('podcast-episode').filter({ hasText: 'Money Minute with Max' });
    await card.getByTestId('podcast-episode-number').filter({ hasText: 'Episode 1' }).waitFor();
    expect(await card.getByTestId('podcast-episode-duration').textContent()).toMatch(/^\d+:\d\d$/);
    expect(await card.getByTestId('podcast-episode-duration').textContent()).not.toBe('0:00');
    await card.getByTestId('podcast-listen-count').filter({ hasText: '0 listens' }).waitFor();
    await page.getByTestId('podcast-stat-episodes').getByText('1', { exact: true }).waitFor();

    // the new episode is in the player: play, and its time moves
    const player = page.getByTestId('podcast-player');
    await player.getByText('Episode 1').waitFor();
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
    await expect.poll(async () => Number(await player.getByTestId('podcast-current').getAttribute('data-seconds'))).toBeGreaterThanOrEqual(1);

    // seek to the middle, then 1.5×
    const duration = await page.getByTestId('podcast-audio').evaluate((a: HTMLAudioElement) => a.duration);
    const middle = Math.floor(duration / 2);
    await player.getByLabel('Seek', { exact: true }).fill(String(middle));
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(middle);
    await player.getByLabel('Speed', { exact: true }).selectOption('1.5');
    expect((await audioState(page)).rate).toBe(1.5);
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByRole('button', { name: 'Play' }).waitFor();
    expect((await audioState(page)).paused).toBe(true);
    await card.getByTestId('podcast-listen-count').filter({ hasText: '1 listen' }).waitFor();

    await card.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await card.getByTestId('podcast-rating').and(page.locator('[data-rating="4"]')).waitFor();
    expect(await card.getByRole('button', { name: 'Rate 4 out of 5' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await card.getByTestId('podcast-rating').and(page.locator('[data-rating="4"]')).waitFor();
    await card.getByTestId('podcast-listen-count').filter({ hasText: '1 listen' }).waitFor();
    // the player starts where the user paused
    await expect.poll(async () => Number(await page.getByTestId('podcast-current').getAttribute('data-seconds'))).toBeGreaterThanOrEqual(middle);
    expect(await page.getByTestId('podcast-stat-listening').textContent()).toMatch(/Listening time\s*(\d+h )?\d+m$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows the library, the feed and the preferences on a phone (390 px)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, PATH, email, password);
    const card = page.getByTestId('podcast-episode').filter({ hasText: 'Money Minute with Max' });
    await card.getByTestId('podcast-rating').and(page.locator('[data-rating="4"]')).waitFor();
    await page.getByTestId('podcast-player').getByRole('button', { name: 'Play' }).waitFor();

    await page.getByRole('button', { name: 'Create private feed' }).click();
    expect(await page.getByTestId('podcast-feed-url').inputValue()).toMatch(/^https?:\/\/.+\/podcast\/feed\/[A-Za-z0-9_-]{43}\.xml$/);
    await page.getByRole('button', { name: 'Copy the feed address' }).waitFor();
    await page.getByTestId('podcast-feed-once').waitFor();

    await page.getByLabel('Episode length').selectOption('10');
    await page.getByLabel('Make episodes automatically').check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByTestId('podcast-next-auto').waitFor();
    await page.reload();
    await page.getByTestId('podcast-next-auto').waitFor();
    expect(await page.getByLabel('Episode length').inputValue()).toBe('10');
    // only the feed token's hash is stored: after a reload the card says the link was shown once and offers a new one
    await page.getByTestId('podcast-feed-shown-once').waitFor();
    expect(await page.getByTestId('podcast-feed-url').count()).toBe(0);
    await page.getByRole('button', { name: /^New link/ }).click();
    expect(await page.getByTestId('podcast-feed-url').inputValue()).toMatch(/^https?:\/\/.+\/podcast\/feed\/[A-Za-z0-9_-]{43}\.xml$/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
