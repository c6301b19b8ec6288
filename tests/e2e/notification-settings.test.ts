// In the browser, on a phone (390 px) and a desktop (1440 px): Settings › Notifications lists each kind
// of news that needs the user with the channels it can reach, fits the screen, and a choice saved there
// is what the API and the bell then say (Tag's question leaves the bell's badge when Questions are off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { NotificationsDto } from '../../core/dashboard/api.ts';
import type { NotificationSettingsDto } from '../../core/settings/api.ts';
import { uniqueEmail, type ApiClient } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
import { checkLayout } from '../support/layout-check.ts';
import { importCsv, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let browser: Browser;
const password = 'correct horse battery';

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const settings = async (c: ApiClient) => (await c.json<NotificationSettingsDto>('GET', '/api/settings/notifications')).body;

describe('Settings › Notifications', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`chooses what reaches the bell and email at ${viewport.width} px`, async () => {
      const client = stack.client();
      const email = uniqueEmail(`notify-${viewport.width}`);
      await client.signup(email, password, 'Noor Notify');
      // a merchant Tag does not know: Tag asks, and that question is in the bell
      await importCsv(client, 'unsure.csv', ['2026-01-05,VORTELL KIOSK 88,-6.50,Checking']);
      expect((await client.json<NotificationsDto>('GET', '/api/notifications')).body.unread).toBe(1);

      const page = await browser.newPage({ viewport, ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
      const errors = watchConsole(page);
      await logInThroughForm(page, stack.server.url, '/dashboard/settings', email, password);
      const section = page.getByTestId('settings-notifications');
      await section.getByTestId('notify-question-bell').waitFor();
      expect(await section.getByTestId('notify-question-bell').isChecked()).toBe(true);
      expect(await section.getByTestId('notify-reminder-email').isChecked()).toBe(true);
      // questions are never emailed: there is no box for it
      expect(await section.getByTestId('notify-question-email').count()).toBe(0);

      const report = await checkLayout(page);
      expect({ overflowing: report.overflowing, covered: report.covered }).toEqual({ overflowing: [], covered: [] });

      await section.getByTestId('notify-question-bell').click();
      await section.getByTestId('notify-reminder-email').click();
      await section.getByTestId('save-notifications').click();
      await section.getByTestId('notifications-done').getByText('Saved. The bell counts only what you chose from now on.').waitFor();

      const saved = await settings(client);
      expect(saved.settings.question).toEqual({ bell: false });
      expect(saved.settings.reminder).toEqual({ bell: true, email: false, push: true });
      expect((await client.json<NotificationsDto>('GET', '/api/notifications')).body).toMatchObject({ unread: 0, items: [] });

      // a reload shows what was saved
      await page.reload();
      await section.getByTestId('notify-question-bell').waitFor();
      expect(await section.getByTestId('notify-question-bell').isChecked()).toBe(false);
      expect(await section.getByTestId('notify-reminder-email').isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
