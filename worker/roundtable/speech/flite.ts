// flite (Debian's flite): small, fast, three clearly different built-in voices (slt, rms, awb).
import { rm, writeFile } from 'node:fs/promises';
import { fliteArgs } from '../../../core/roundtable/voices.ts';
import type { VoiceKey } from '../../../core/roundtable/types.ts';
import { offlineText, runLocalEngine } from './local.ts';
import type { LocalEngineOptions, SpeechEngine } from './types.ts';

export class FliteEngine implements SpeechEngine {
  readonly name = 'flite' as const;
  readonly bin: string;

  constructor(private readonly opts: LocalEngineOptions = {}) {
    this.bin = opts.bin ?? 'flite';
  }

  async synthesize(text: string, voice: VoiceKey, outWav: string, signal?: AbortSignal): Promise<void> {
    const said = offlineText(this.name, text);
    // flite's -t takes the text as an argument, where a leading "-" reads as an option: a file is safe
    const textFile = `${outWav}.txt`;
    await writeFile(textFile, `${said}\n`, 'utf8');
    try {
      await runLocalEngine({
        engine: this.name,
        bin: this.bin,
        args: fliteArgs(voice, textFile, outWav),
        outWav,
        signal,
        timeoutMs: this.opts.timeoutMs,
        env: this.opts.env,
        installHint: 'apt-get install flite',
      });
    } finally {
      await rm(textFile, { force: true });
    }
  }
}
