// One interface for every speech engine Roundtable can use (DESIGN "AI": offline first).
import type { SpeechEngineName } from '../../../core/roundtable/voices.ts';
import type { VoiceKey } from '../../../core/roundtable/types.ts';

export type { SpeechEngineName };

export interface SpeechEngine {
  readonly name: SpeechEngineName;
  /**
   * Says `text` in `voice` into a WAV file at outWav. Rejects with a ToolError naming the engine
   * and the problem (and leaves no file), or with the signal's reason when aborted.
   */
  synthesize(text: string, voice: VoiceKey, outWav: string, signal?: AbortSignal): Promise<void>;
}

/** What every local engine takes: where its binary is (tests point it at fakes), how long a call may take. */
export interface LocalEngineOptions {
  bin?: string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}
