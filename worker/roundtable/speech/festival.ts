// Festival through text2wave (Debian's festival + festvox-kallpc16k; festvox-us-slt-hts adds a
// woman's voice). Slower than flite; the kal voice is made into the others by pitch and pace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { festivalArgs } from '../../../core/roundtable/voices.ts';
import type { VoiceKey } from '../../../core/roundtable/types.ts';
import { offlineText, runLocalEngine } from './local.ts';
import type { LocalEngineOptions, SpeechEngine } from './types.ts';

export const FESTIVAL_VOICES_DIR = '/usr/share/festival/voices';

export class FestivalEngine implements SpeechEngine {
  readonly name = 'festival' as const;
  readonly bin: string;
  /** whether the HTS voice of festvox-us-slt-hts is installed (then female-1 is that voice) */
  readonly hasSltHts: boolean;

  constructor(private readonly opts: LocalEngineOptions & { voicesDir?: string } = {}) {
    this.bin = opts.bin ?? 'text2wave';
    this.hasSltHts = existsSync(path.join(opts.voicesDir ?? FESTIVAL_VOICES_DIR, 'us', 'cmu_us_slt_arctic_hts'));
  }

  async synthesize(text: string, voice: VoiceKey, outWav: string, signal?: AbortSignal): Promise<void> {
    await runLocalEngine({
      engine: this.name,
      bin: this.bin,
      args: festivalArgs(voice, this.hasSltHts, outWav),
      input: `${offlineText(this.name, text)}\n`,
      outWav,
      signal,
      timeoutMs: this.opts.timeoutMs,
      env: this.opts.env,
      installHint: 'apt-get install festival festvox-kallpc16k',
    });
  }
}
