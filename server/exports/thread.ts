// A render thread of the export pool: builds one PDF or XLSX per task with the same writers the
// server used before (so the files are the same), its bytes and the ledger's pages going through
// the task's MessagePort (channel.ts).
import { finished } from 'node:stream/promises';
import { threadId, type MessagePort } from 'node:worker_threads';
import type { LedgerTransaction } from '../../core/crystal/types.ts';
import { writePdf } from '../reports/pdf.ts';
import { writeXlsx } from '../reports/xlsx.ts';
import { taxPdf } from '../tax/export.ts';
import { threadEnd } from './channel.ts';
import type { ExportJob, RenderResult } from './pool.ts';

export default async function render({ job, port }: { job: ExportJob; port: MessagePort }): Promise<RenderResult> {
  const { out, ledger } = threadEnd<LedgerTransaction>(port, job.type === 'report' && job.ledger);
  try {
    if (job.type === 'report') await (job.format === 'pdf' ? writePdf : writeXlsx)(job.doc, ledger, out);
    else out.write(await taxPdf(job.kind, job.summary));
    if (!out.writableEnded) out.end();
    await finished(out);
    return { threadId };
  } finally {
    // after the last message: the server reads everything sent before the close
    port.close();
  }
}
