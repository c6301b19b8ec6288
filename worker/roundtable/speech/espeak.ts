// espeak-ng: robotic but tiny and everywhere; the last offline choice.
import { espeakArgs } from '../../../core/roundtable/voices.ts';
import type { VoiceKey } from '../../../core/roundtable/types.ts';
import { offlineText, runLocalEngine } from './local.ts';
import type { LocalEngineOptions, SpeechEngine } from './types.ts';

export class EspeakEngine implements SpeechEngine {
  readonly name = 'espeak-ng' as const;
  readonly bin: string;

  constructor(private readonly opts: LocalEngineOptions = {}) {
    this.bin = opts.bin ?? 'espeak-ng';
  }

  async synthesize(text: string, voice: VoiceKey, outWav: string, signal?: AbortSignal): Promise<void> {
    await runLocalEngine({
      engine: this.name,
      bin: this.bin,
      args: espeakArgs(voice, outWav),
      input: `${offlineText(this.name, text)}\n`,
      outWav,
      signal,
      timeoutMs: this.opts.timeoutMs,
      env: this.opts.env,
      installHint: 'apt-get install espeak-ng',
    });
  }
}
