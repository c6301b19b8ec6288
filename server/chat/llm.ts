// Persona chat through any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp), streamed.
// The SDK retries 408/409/429/5xx and connection failures with exponential backoff, up to
// OPENAI_MAX_RETRIES times, and gives each attempt OPENAI_TIMEOUT_MS until the response starts.
// Once a stream has started the SDK sets no limit, so a stream that goes quiet for
// OPENAI_TIMEOUT_MS is aborted here.
import OpenAI from 'openai';
import type { Config } from '../../core/config.ts';
import type { LlmMessage } from '../../core/chat/prompt.ts';

export const LLM_TEMPERATURE = 0.8;
export const LLM_MAX_TOKENS = 1000;

export interface Llm {
  readonly model: string;
  /** Streams a reply, calling onToken with each piece; resolves with the whole text. */
  complete(messages: LlmMessage[], onToken: (token: string) => void): Promise<string>;
}

export class LlmStalledError extends Error {
  constructor(ms: number) {
    super(`The model sent nothing for ${ms} ms and was stopped.`);
  }
}

/** The configured LLM, or null when OPENAI_API_KEY is not set. Build it once per process. */
export function createLlm(config: Config): Llm | null {
  if (!config.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL ?? null,
    maxRetries: config.OPENAI_MAX_RETRIES,
    timeout: config.OPENAI_TIMEOUT_MS,
  });
  const model = config.OPENAI_MODEL;
  const idleMs = config.OPENAI_TIMEOUT_MS;

  return {
    model,
    async complete(messages, onToken) {
      const idle = new AbortController();
      const stream = await client.chat.completions.create(
        { model, messages, temperature: LLM_TEMPERATURE, max_tokens: LLM_MAX_TOKENS, stream: true },
        { signal: idle.signal },
      );
      let timer = setTimeout(() => idle.abort(), idleMs);
      let text = '';
      try {
        for await (const chunk of stream) {
          clearTimeout(timer);
          timer = setTimeout(() => idle.abort(), idleMs);
          const token = chunk.choices[0]?.delta?.content;
          if (token) {
            text += token;
            onToken(token);
          }
        }
      } catch (err) {
        if (idle.signal.aborted) throw new LlmStalledError(idleMs);
        throw err;
      } finally {
        clearTimeout(timer);
      }
      // the SDK ends an aborted stream quietly: a stall is a failure, not a short reply
      if (idle.signal.aborted) throw new LlmStalledError(idleMs);
      if (!text.trim()) throw new Error('The model answered with no text.');
      return text;
    },
  };
}
