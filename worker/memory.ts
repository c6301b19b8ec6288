// After a step that read a large file, one full garbage collection. V8 sizes the heap by what it
// traced last: a worker that collected while it still held a 1,000,000-row file's text let the next
// step's heap grow to several times that before collecting again (issue 18: 589 MB at its peak).
// Collecting once the step's references are gone lets the next step start from the live heap.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null = null;

/** A full collection on the next turn of the event loop (the step's frame is gone by then). */
export function collectAfterStep(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  setImmediate(() => gc!());
}
