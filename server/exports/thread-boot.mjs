// Entry of a render thread of the export pool (pool.ts). Its code is TypeScript and Node does not
// pass tsx's loader on to worker threads, so the thread registers it itself (as
// worker/ocr/thread-boot.mjs does), then hands piscina the renderer.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./thread.ts');
export default render;
