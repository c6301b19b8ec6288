// Roundtable's script from a model (issue 16): one chat completion (max 4000 tokens) through any
// OpenAI-compatible server, configured like persona chat (server/chat/llm.ts: OPENAI_API_KEY,
// OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS, OPENAI_MAX_RETRIES). The reply goes through the
// same number check as the built-in writer's script; a reply that is empty, or has fewer than 3
// sentences left after the check, is an error, and writeEpisodeScript falls back to the built-in
// writer with the reason.
import OpenAI from 'openai';
import type { Config } from '../../core/config.ts';
import { lineSentences, llmMessages, parseLlmScript } from '../../core/roundtable/llm-prompt.ts';
import { assembleScript } from '../../core/roundtable/script-assembly.ts';
import type { EpisodeScript } from '../../core/roundtable/types.ts';
import { writeScript, type WriteInput } from '../../core/roundtable/writer.ts';
import { titleFor } from '../../core/roundtable/writer-frame.ts';

export const PODCAST_MAX_TOKENS = 4000;
/** a little livelier than a factual answer; the number check keeps the figures honest */
export const PODCAST_TEMPERATURE = 0.7;
/** fewer sentences than this after the check is not an episode */
export const MIN_KEPT_SENTENCES = 3;

export interface PodcastLlm {
  client: OpenAI;
  model: string;
}

/** The configured model, or null when OPENAI_API_KEY is not set. Build it once per process. */
export function podcastLlm(config: Config): PodcastLlm | null {
  if (!config.OPENAI_API_KEY) return null;
  return {
    client: new OpenAI({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL ?? null,
      maxRetries: config.OPENAI_MAX_RETRIES,
      timeout: config.OPENAI_TIMEOUT_MS,
    }),
    model: config.OPENAI_MODEL,
  };
}

export async function writeScriptWithLlm(client: OpenAI, model: string, input: WriteInput, signal?: AbortSignal): Promise<EpisodeScript> {
  const reply = await client.chat.completions.create(
    { model, messages: llmMessages(input), max_tokens: PODCAST_MAX_TOKENS, temperature: PODCAST_TEMPERATURE },
    { signal },
  );
  const text = reply.choices[0]?.message?.content ?? '';
  if (!text.trim()) throw new Error('The model answered with no text.');
  const lines = parseLlmScript(text, input.podcaster);
  const { script, kept } = assembleScript(lineSentences(lines), input.facts, titleFor(input.facts, input.type), 'llm');
  if (kept < MIN_KEPT_SENTENCES) {
    throw new Error(
      `The model's script kept only ${kept} ${kept === 1 ? 'sentence' : 'sentences'} after the number check (${script.dropped.length} dropped for figures not in the facts).`,
    );
  }
  return script;
}

/**
 * The episode's script: the model's when one is configured and its script holds up, else the
 * built-in writer's. `llmError` says why the model's was not used (null when it was, or when no
 * model is configured). An abort is not a model failure: it propagates.
 */
export async function writeEpisodeScript(
  input: WriteInput,
  llm: PodcastLlm | null,
  signal?: AbortSignal,
): Promise<{ script: EpisodeScript; llmError: string | null }> {
  if (!llm) return { script: writeScript(input), llmError: null };
  try {
    return { script: await writeScriptWithLlm(llm.client, llm.model, input, signal), llmError: null };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { script: writeScript(input), llmError: (err as Error).message };
  }
}
