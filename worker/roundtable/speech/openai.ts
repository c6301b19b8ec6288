// An OpenAI-compatible speech endpoint (POST {base}/audio/speech) through the openai SDK: OpenAI
// itself, or a local server that speaks the same API. Only used when PODCAST_TTS=openai, since it
// sends the script (the user's figures) to that server.
import { rm, writeFile } from 'node:fs/promises';
import OpenAI from 'openai';
import { speakableText } from '../../../core/roundtable/speech-chunks.ts';
import { OPENAI_VOICES } from '../../../core/roundtable/voices.ts';
import type { VoiceKey } from '../../../core/roundtable/types.ts';
import { abortReason, ToolError } from './run-tool.ts';
import type { SpeechEngine } from './types.ts';
import { checkEngineWav } from './wav-file.ts';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string;
  /** tts-1, tts-1-hd, gpt-4o-mini-tts, or what the server calls its model */
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(opts: OpenAiSpeechOptions) {
    this.model = opts.model;
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL ?? null, timeout: opts.timeoutMs ?? 60_000, maxRetries: opts.maxRetries ?? 2 });
  }

  async synthesize(text: string, voice: VoiceKey, outWav: string, signal?: AbortSignal): Promise<void> {
    // the server's voices read any language; emoji and control characters still go
    const input = speakableText(text, { ascii: false });
    if (!input) throw new ToolError(this.name, 'was given nothing it can say', JSON.stringify(text.slice(0, 60)));
    let bytes: Uint8Array;
    try {
      const res = await this.client.audio.speech.create({ model: this.model, voice: OPENAI_VOICES[voice], input, response_format: 'wav' }, { signal });
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (err) {
      if (signal?.aborted) throw abortReason(signal);
      if (err instanceof OpenAI.APIError && err.status) {
        throw new ToolError(this.name, `speech endpoint failed (HTTP ${err.status})`, err.message, undefined, { cause: err });
      }
      throw new ToolError(this.name, 'speech endpoint could not be reached', (err as Error).message, undefined, { cause: err });
    }
    try {
      await writeFile(outWav, bytes);
    } catch (err) {
      await rm(outWav, { force: true });
      throw err;
    }
    await checkEngineWav(this.name, outWav);
  }
}
