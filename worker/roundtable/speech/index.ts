// Which speech engine Roundtable uses (PODCAST_TTS): 'auto' takes the first offline engine found
// (flite, festival, espeak-ng); naming one insists on it; 'none' turns audio off. No engine is
// not an error: the episode is kept as a script and `problem` says why and what to install.
import { EspeakEngine } from './espeak.ts';
import { FestivalEngine } from './festival.ts';
import { FliteEngine } from './flite.ts';
import { OpenAiSpeechEngine } from './openai.ts';
import { findExecutable } from './run-tool.ts';
import type { SpeechEngine } from './types.ts';

export { EspeakEngine } from './espeak.ts';
export { FestivalEngine } from './festival.ts';
export { FliteEngine } from './flite.ts';
export { OpenAiSpeechEngine } from './openai.ts';
export { findExecutable, runTool, ToolError } from './run-tool.ts';
export type { LocalEngineOptions, SpeechEngine, SpeechEngineName } from './types.ts';

export type PodcastTts = 'auto' | 'flite' | 'festival' | 'espeak-ng' | 'openai' | 'none';

export interface SpeechConfig {
  PODCAST_TTS: PodcastTts;
  PODCAST_TTS_MODEL: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_TIMEOUT_MS?: number;
  OPENAI_MAX_RETRIES?: number;
}

export interface EngineChoice {
  engine: SpeechEngine | null;
  problem: string | null;
}

const LOCAL = [
  { name: 'flite', bin: 'flite', install: 'apt-get install flite', make: (bin: string) => new FliteEngine({ bin }) },
  { name: 'festival', bin: 'text2wave', install: 'apt-get install festival festvox-kallpc16k', make: (bin: string) => new FestivalEngine({ bin }) },
  { name: 'espeak-ng', bin: 'espeak-ng', install: 'apt-get install espeak-ng', make: (bin: string) => new EspeakEngine({ bin }) },
] as const;

export const NO_ENGINE_PROBLEM = "Audio needs a speech engine: install Debian's flite (apt-get install flite) or festival; the episode was kept as a script.";

/** `searchPath` defaults to PATH (tests pass their own). */
export function speechEngineFor(config: SpeechConfig, searchPath = process.env.PATH ?? ''): EngineChoice {
  const tts = config.PODCAST_TTS;
  if (tts === 'none') return { engine: null, problem: 'Audio is off (PODCAST_TTS=none); the episode was kept as a script.' };
  if (tts === 'openai') {
    if (!config.OPENAI_API_KEY)
      return {
        engine: null,
        problem: 'PODCAST_TTS=openai needs OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI); the episode was kept as a script.',
      };
    return {
      engine: new OpenAiSpeechEngine({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.PODCAST_TTS_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
      }),
      problem: null,
    };
  }
  const candidates = tts === 'auto' ? LOCAL : LOCAL.filter((l) => l.name === tts);
  for (const c of candidates) {
    const bin = findExecutable(c.bin, searchPath);
    if (bin) return { engine: c.make(bin), problem: null };
  }
  if (tts === 'auto') return { engine: null, problem: NO_ENGINE_PROBLEM };
  const c = candidates[0]!;
  return { engine: null, problem: `PODCAST_TTS=${tts} but ${c.bin} is not installed (${c.install}); the episode was kept as a script.` };
}

/** Which offline engines this machine has (for the start-up check and the bench). */
export function installedSpeechEngines(searchPath = process.env.PATH ?? ''): SpeechEngine[] {
  return LOCAL.flatMap((c) => {
    const bin = findExecutable(c.bin, searchPath);
    return bin ? [c.make(bin)] : [];
  });
}
