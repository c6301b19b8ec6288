import { Router } from 'express';
import { z } from 'zod';
import { ANSWERED } from '../../core/queues.ts';
import { enqueueStep } from '../../infra/queues/pipeline.ts';
import type { UploadResponse } from '../../core/documents/api.ts';
import { documentDtoOf } from '../../services/documents/dto.ts';
import { ASSIGNABLE_ROLES } from '../../core/parsers/table/column-map.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { ingestFiles, type IngestDeps } from './ingest.ts';
import { readUpload } from './multipart.ts';
import { retryImport } from './retry.ts';
import { idParams, requestInput } from '../http/input.ts';

export function documentRoutes(deps: IngestDeps): Router {
  const router = Router();

  router.post(
    '/documents',
    handle(async (req, res) => {
      const user = currentUser(req);
      const results = await ingestFiles(deps, user.id, await readUpload(req));
      const body: UploadResponse = { results };
      res.status(results.some((r) => r.status === 'accepted') ? 201 : 409).json(body);
    }),
  );

  router.get(
    '/documents',
    handle(async (req, res) => {
      const rows = await deps.documents.list(currentUser(req).id);
      res.json({ documents: rows.map(documentDtoOf) });
    }),
  );

  router.get(
    '/documents/:id',
    handle(async (req, res) => {
      const { id } = requestInput(req, { params: idParams('Document not found.') }).params;
      const doc = await deps.documents.get(currentUser(req).id, id);
      if (!doc) throw new HttpError(404, 'Document not found.');
      res.json({ document: documentDtoOf(doc) });
    }),
  );

  // The user's answer to Byte's question (day-first or month-first dates, unsigned amounts spent or received); Byte reads the file again.
  router.post(
    '/documents/:id/answer',
    handle(async (req, res) => {
      const user = currentUser(req);
      const { id } = requestInput(req, { params: idParams('Document not found.') }).params;
      const answer = requestInput(
        req,
        { body: answerBody },
        { explain: 'Answer with {"dateOrder": "MDY" | "DMY"} or {"amountSign": "spent" | "received"}.' },
      ).body;
      const existing = await deps.documents.get(user.id, id);
      if (!existing) throw new HttpError(404, 'Document not found.');
      // an answer to another question than the one asked would be remembered for the wrong thing
      const type = existing.question?.type;
      const expected = type === 'amount-sign' ? 'amountSign' : type === 'columns' ? 'columnRoles' : 'dateOrder';
      if (existing.status === 'needs_input' && !(expected in answer)) throw new HttpError(400, `Byte is asking about ${EXPECTED[expected]}.`);
      const doc = await deps.documents.answer(user.id, id, answer);
      if (!doc) throw new HttpError(409, `${existing.fileName} is not waiting for an answer.`);
      await enqueueStep(deps.queues, 'byte', { documentId: id, userId: user.id }, ANSWERED);
      await deps.reporter.log(user.id, 'byte', thanks(doc.fileName, answer), id);
      res.json({ document: documentDtoOf(doc) });
    }),
  );

  // Retry a failed import (it starts over from Byte; rows already imported are not added twice)
  router.post(
    '/documents/:id/retry',
    handle(async (req, res) => {
      const user = currentUser(req);
      const { params } = requestInput(req, { params: idParams('Document not found.') });
      const existing = await deps.documents.get(user.id, params.id);
      if (!existing) throw new HttpError(404, 'Document not found.');
      if (existing.status !== 'failed') throw new HttpError(409, `${existing.fileName} has not failed: there is nothing to retry.`);
      const doc = await retryImport(deps, user.id, existing.id, existing.fileName);
      if (!doc) throw new HttpError(409, `${existing.fileName} changed meanwhile; reload and try again.`);
      res.json({ document: documentDtoOf(doc) });
    }),
  );

  return router;
}

// one answer at a time, to the question the document is waiting on
const answerBody = z.union([
  z.object({ dateOrder: z.enum(['MDY', 'DMY']) }).strict(),
  z.object({ amountSign: z.enum(['spent', 'received']), columnRoles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1).max(500).optional() }).strict(),
  z.object({ columnRoles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1).max(500) }).strict(),
]);

const EXPECTED = {
  dateOrder: 'the dates: answer with {"dateOrder": "MDY" | "DMY"}',
  amountSign: 'the amounts\' sign: answer with {"amountSign": "spent" | "received"}',
  columnRoles: 'the columns: answer with {"columnRoles": [a role per column]}',
} as const;

function thanks(fileName: string, answer: z.infer<typeof answerBody>): string {
  if (!('amountSign' in answer) && 'columnRoles' in answer)
    return `Thanks! Byte will read the columns of ${fileName} as you set them, and files laid out like it from now on.`;
  if ('dateOrder' in answer) return `Thanks! Byte will read the dates in ${fileName} ${answer.dateOrder === 'DMY' ? 'day-first' : 'month-first'}.`;
  return `Thanks! Byte will read the amounts in ${fileName} as money ${answer.amountSign}, and files laid out like it from now on.`;
}
