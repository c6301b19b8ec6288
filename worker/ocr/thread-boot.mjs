// Entry of a worker thread whose code is TypeScript: Node does not pass tsx's loader on to
// worker threads, so the thread registers it itself, then loads workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
