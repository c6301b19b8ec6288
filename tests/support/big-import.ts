// A large statement to import and the checks on it, for the fault and recovery tests.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDto } from '../../core/documents/api.ts';
import type { RunningServer } from '../../server/app.ts';
import type { ApiClient } from './api.ts';

export function bigCsv(rows: number, tag: string): string {
  const lines = ['Date,Description,Amount,Account'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`2026-10-${day},${tag} PURCHASE ${i},-${(i % 500) + 1}.${String(i % 100).padStart(2, '0')},Checking`);
  }
  return lines.join('\n');
}

export async function docState(client: ApiClient, id: string): Promise<DocumentDto> {
  return (await client.json<{ document: DocumentDto }>('GET', `/api/documents/${id}`)).body.document;
}

/** The document's rows in the ledger, checking that no hash_id is there twice. */
export async function countRows(server: RunningServer, documentId: string): Promise<number> {
  const r = await server.db.db.execute<{ n: number; distinct_hashes: number }>(
    sql`select count(*)::int as n, count(distinct hash_id)::int as distinct_hashes from transactions where document_id = ${documentId}`,
  );
  expect(r.rows[0]!.n).toBe(r.rows[0]!.distinct_hashes);
  return r.rows[0]!.n;
}
