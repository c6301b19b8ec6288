// Headless Debian Chromium through playwright-core (no browser download).
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Opens `path` signed out, logs in through the form and waits to be back on `path`. */
export async function logInThroughForm(page: import('playwright-core').Page, baseUrl: string, path: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(new RegExp(`${path.replace(/[/?.]/g, '\\$&')}$`));
}

/** Logs in as the demo account through the form and lands on the import page (Smart Import AI). */
export async function logInAsDemo(page: Page, baseUrl: string): Promise<void> {
  const { DEMO_EMAIL, DEMO_PASSWORD } = await import('../../scripts/seed-demo.ts');
  await page.goto(`${baseUrl}/login?next=/dashboard/smart-import-ai`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard\/smart-import-ai/);
}

/** Writes the file under `name` in a fresh temporary folder, chooses it on the import page and presses Upload. */
export async function uploadFile(page: Page, name: string, content: string | Uint8Array): Promise<void> {
  const { mkdtemp, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'pf-e2e-')), name);
  await writeFile(file, content);
  await page.getByLabel('Choose files').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}
