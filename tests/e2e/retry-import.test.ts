// In the browser: an import that failed (its work was lost) is started again with "Try again" from
// the upload list's details, and finishes with its rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DocumentDto } from '../../core/documents/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { launchBrowser, logInThroughForm, watchConsole } from '../support/browser.ts';
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

describe('retrying a failed import in the browser', () => {
  it('shows the failure with "Try again", and the retried import completes', async () => {
    const client = stack.client();
    const email = uniqueEmail('retry-ui');
    await client.signup(email, password, 'Robin Retry');
    const doc = await importCsv(client, 'march.csv', ['2026-03-02,CORNER BAKERY,-6.50,Checking', '2026-03-03,PAYROLL ACME,1200.00,Checking']);
    // as the reconciler leaves an import whose queue state was lost for good
    const db = stack.server.db.db;
    await db.execute(sql`delete from transactions where document_id = ${doc.id}`);
    await db.execute(
      sql`update documents set status = 'failed', committed_at = null, error = 'The import was interrupted and could not be resumed. Retry it, or upload the file again.' where id = ${doc.id}`,
    );

    const page = await browser.newPage();
    const errors = watchConsole(page);
    await logInThroughForm(page, stack.server.url, '/dashboard/smart-import-ai', email, password);
    const row = page.getByTestId('document-row').filter({ hasText: 'march.csv' });
    await row.getByText('Failed').waitFor();
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/The import was interrupted/).waitFor();
    await dialog.getByTestId('retry-document').click();
    await dialog.locator('[data-testid="document-progress"][data-status="completed"]').waitFor({ timeout: 30_000 });
    const after = (await client.json<{ document: DocumentDto }>('GET', `/api/documents/${doc.id}`)).body.document;
    expect(after).toMatchObject({ status: 'completed', imported: 2 });
    expect(errors).toEqual([]);
  });
});
