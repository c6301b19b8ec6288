import { Router } from 'express';
import type { UploadResponse } from '../../core/api.ts';
import { toDocumentDto } from '../../db/repos/documents.ts';
import { currentUser } from '../auth/middleware.ts';
import { HttpError, handle } from '../http/errors.ts';
import { ingestFiles, type IngestDeps } from './ingest.ts';
import { readUpload } from './multipart.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function documentRoutes(deps: IngestDeps): Router {
  const router = Router();

  router.post('/documents', handle(async (req, res) => {
    const user = currentUser(req);
    const results = await ingestFiles(deps, user.id, await readUpload(req));
    const body: UploadResponse = { results };
    res.status(results.some((r) => r.status === 'accepted') ? 201 : 409).json(body);
  }));

  router.get('/documents', handle(async (req, res) => {
    const rows = await deps.documents.list(currentUser(req).id);
    res.json({ documents: rows.map(toDocumentDto) });
  }));

  router.get('/documents/:id', handle(async (req, res) => {
    const id = String(req.params.id);
    const doc = UUID.test(id) ? await deps.documents.get(currentUser(req).id, id) : null;
    if (!doc) throw new HttpError(404, 'Document not found.');
    res.json({ document: toDocumentDto(doc) });
  }));

  return router;
}

export const isUuid = (s: string) => UUID.test(s);
