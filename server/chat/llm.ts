// Persona chat through any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp), streamed.
// The SDK retries 408/409/429/5xx and connection failures with exponential backoff, up to
// OPENAI_MAX_RETRIES times, and gives each attempt OPENAI_TIMEOUT_MS until the response starts.
// Once a stream has started the SDK sets no limit, so a stream that goes quiet for
// OPENAI_TIMEOUT_MS is aborted here.
import OpenAI from 'openai';
import type { Config } from '../../core/config.ts';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { LlmMessage } from '../../core/chat/prompt.ts';
import type { ToolSpec } from '../../core/chat/llm-tools.ts';

export const LLM_TEMPERATURE = 0.8;
export const LLM_MAX_TOKENS = 1000;

/** Runs a tool the model called (core/chat/llm-tools.ts): JSON text back, an error text for bad arguments. */
export interface LlmTools {
  specs: readonly ToolSpec[];
  run: (name: string, args: string) => string;
}

export interface Llm {
  readonly model: string;
  /** Streams a reply, calling onToken with each piece; resolves with the whole text. With tools, the model may call them first. */
  complete(messages: LlmMessage[], onToken: (token: string) => void, tools?: LlmTools): Promise<string>;
}

/** Rounds of tool calls before the model must answer in words. */
export const MAX_TOOL_ROUNDS = 3;

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

  /** One streamed turn: the text (sent on as it comes) and any tool calls the model made. */
  async function turn(messages: ChatCompletionMessageParam[], onToken: (token: string) => void, tools: LlmTools | undefined, lastRound: boolean) {
    const idle = new AbortController();
    const offer = tools && !lastRound ? { tools: tools.specs as ChatCompletionTool[], tool_choice: 'auto' as const } : {};
    const stream = await client.chat.completions.create(
      { model, messages, temperature: LLM_TEMPERATURE, max_tokens: LLM_MAX_TOKENS, stream: true, ...offer },
      { signal: idle.signal },
    );
    let timer = setTimeout(() => idle.abort(), idleMs);
    let text = '';
    const calls: { id: string; name: string; args: string }[] = [];
    try {
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), idleMs);
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          onToken(delta.content);
        }
        // a call arrives in pieces: the first names it, the rest add to its arguments
        for (const c of delta?.tool_calls ?? []) {
          const call = (calls[c.index] ??= { id: c.id ?? `call_${c.index}`, name: '', args: '' });
          if (c.function?.name) call.name += c.function.name;
          if (c.function?.arguments) call.args += c.function.arguments;
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
    return { text, calls: calls.filter(Boolean) };
  }

  return {
    model,
    async complete(messages, onToken, tools) {
      const convo: ChatCompletionMessageParam[] = [...messages];
      for (let round = 0; ; round++) {
        const { text, calls } = await turn(convo, onToken, tools, round >= MAX_TOOL_ROUNDS);
        if (!calls.length || !tools || round >= MAX_TOOL_ROUNDS) {
          if (!text.trim()) throw new Error('The model answered with no text.');
          return text;
        }
        convo.push({
          role: 'assistant',
          content: text || null,
          tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })),
        });
        for (const c of calls) convo.push({ role: 'tool', tool_call_id: c.id, content: tools.run(c.name, c.args) });
      }
    },
  };
}
