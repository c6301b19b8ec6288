// An engine's WAV output, checked: present, a WAV header, samples in it.
import { open, rm } from 'node:fs/promises';
import { readWavInfo, type WavInfo } from '../../../core/roundtable/wav.ts';
import { ToolError } from './run-tool.ts';

export async function wavFileInfo(file: string): Promise<WavInfo> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const head = new Uint8Array(Math.min(size, 4096));
    await fh.read(head, 0, head.length, 0);
    return readWavInfo(head, size);
  } finally {
    await fh.close();
  }
}

/** Throws a ToolError for the engine when outWav is missing or not audio, removing what is there. */
export async function checkEngineWav(engine: string, outWav: string): Promise<WavInfo> {
  try {
    return await wavFileInfo(outWav);
  } catch (err) {
    await rm(outWav, { force: true });
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no file was written' : (err as Error).message;
    throw new ToolError(engine, 'produced no usable audio', why, undefined, { cause: err });
  }
}
