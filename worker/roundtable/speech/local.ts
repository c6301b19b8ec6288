// The part all three offline engines share: clean the text, run the binary, check the WAV, and
// never leave a half-written file behind.
import { rm } from 'node:fs/promises';
import { speakableText } from '../../../core/roundtable/speech-chunks.ts';
import { runTool, ToolError } from './run-tool.ts';
import { checkEngineWav } from './wav-file.ts';
import type { SpeechEngineName } from './types.ts';

export interface LocalRun {
  engine: SpeechEngineName;
  bin: string;
  args: string[];
  input?: string;
  outWav: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  installHint: string;
}

/** The text an offline engine can say (ASCII: their lexicons know English letters only); throws when nothing is left. */
export function offlineText(engine: string, text: string): string {
  const said = speakableText(text, { ascii: true });
  if (!said) throw new ToolError(engine, 'was given nothing it can say', JSON.stringify(text.slice(0, 60)));
  return said;
}

export async function runLocalEngine(r: LocalRun): Promise<void> {
  try {
    await runTool({
      tool: r.engine,
      bin: r.bin,
      args: r.args,
      input: r.input,
      signal: r.signal,
      timeoutMs: r.timeoutMs,
      env: r.env,
      installHint: r.installHint,
    });
    await checkEngineWav(r.engine, r.outWav);
  } catch (err) {
    await rm(r.outWav, { force: true });
    throw err;
  }
}
