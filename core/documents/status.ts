// Where a document is on its way through the pipeline (stored on the document, shown by the web).

export type DocumentStatus = 'queued' | 'processing' | 'needs_input' | 'completed' | 'failed';
