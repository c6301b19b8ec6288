// Roundtable's script from a model (#16), against the OpenAI-compatible fake on loopback: the request
// carries the facts and max_tokens 4000, the reply is parsed into the hosts' lines, and a planted
// wrong figure ($250.00, nowhere in the facts) is dropped, while the rest of the script stays.
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import { readLedgerCsv } from '../../core/roundtable/ledger-csv.ts';
import { llmMessages, parseLlmScript } from '../../core/roundtable/llm-prompt.ts';
import { podcasterById } from '../../core/roundtable/podcasters.ts';
import { ALL_INCLUDED, type EpisodeExtras } from '../../core/roundtable/types.ts';
import type { WriteInput } from '../../core/roundtable/writer.ts';
import { writeEpisodeScript, writeScriptWithLlm } from '../../worker/roundtable/llm-writer.ts';
import { FakeOpenAI } from '../support/fake-openai.ts';

const roundtable = podcasterById('roundtable')!;
const { transactions } = readLedgerCsv(readFileSync('tests/fixtures/roundtable/ledger.csv', 'utf8'));
const extras = JSON.parse(readFileSync('tests/fixtures/roundtable/extras.json', 'utf8')) as EpisodeExtras;
// the 7 days to 17 March: spent $317.48 (Shopping $199.99 of it), against $135.49 the week before
const facts = episodeFacts(transactions, '2026-03-17', 7, extras);
const input: WriteInput = { facts, podcaster: roundtable, type: 'weekly', targetWords: 750, include: ALL_INCLUDED };

const REPLY = [
  "Rosa: Welcome to The Roundtable. I'm Rosa, here with Theo, and this is your week to 17 March.\n",
  'Theo: Hi, everyone!\n\n',
  'Rosa: You spent $317.48 this week. That is 134% more than the week before.\n',
  "Theo: Groceries came to $250.00 this week. That's where a lot of it went.\n",
  'Rosa: Shopping led with $199.99, a single purchase at Best Buy.\n',
  '**Narrator:** Rent of $1,450.00 is due on 25 March.\n',
  'Theo: See you next week!',
];

describe('writeScriptWithLlm', () => {
  let fake: FakeOpenAI;
  let client: OpenAI;
  beforeAll(async () => {
    fake = await FakeOpenAI.start();
    client = new OpenAI({ apiKey: 'test-key', baseURL: `${fake.url}/v1`, maxRetries: 0, timeout: 5000 });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('asks once, non-streamed, with max_tokens 4000 and the facts in the messages', async () => {
    fake.script({ tokens: REPLY });
    await writeScriptWithLlm(client, 'podcast-model', input);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect(body).toMatchObject({ model: 'podcast-model', max_tokens: 4000 });
    expect(body.stream).toBeFalsy();
    expect(typeof body.temperature).toBe('number');
    const all = body.messages.map((m) => m.content).join('\n');
    // the facts as JSON, money written the way the script must say it
    expect(all).toContain('"spending":"$317.48"');
    expect(all).toContain('"category":"Shopping"');
    expect(all).toContain('Emergency Fund');
    expect(all).toContain('Rosa');
    expect(all).toContain('Theo');
    expect(all).toContain('the 7 days to 17 March');
    expect(all).toMatch(/about 750 words/);
  });

  it('drops the sentence with the planted figure and keeps the rest, host by host', async () => {
    fake.script({ tokens: REPLY });
    const script = await writeScriptWithLlm(client, 'podcast-model', input);
    expect(script.writer).toBe('llm');
    expect(script.dropped).toEqual([{ sentence: 'Groceries came to $250.00 this week.', reason: "250.00 (money) is not in the episode's facts" }]);
    const text = script.lines.map((l) => l.text).join('\n');
    expect(text).not.toContain('$250.00');
    expect(script.lines.map((l) => [l.host, l.section, l.text])).toEqual([
      [0, 'intro', "Welcome to The Roundtable. I'm Rosa, here with Theo, and this is your week to 17 March."],
      [1, 'body', 'Hi, everyone!'],
      [0, 'body', 'You spent $317.48 this week. That is 134% more than the week before.'],
      [1, 'body', "That's where a lot of it went."],
      [0, 'body', 'Shopping led with $199.99, a single purchase at Best Buy.'],
      // an unknown speaker is read by the lead host
      [0, 'body', 'Rent of $1,450.00 is due on 25 March.'],
      [1, 'outro', 'See you next week!'],
    ]);
    // the first 3 sentences of what was kept
    expect(script.description).toBe("Welcome to The Roundtable. I'm Rosa, here with Theo, and this is your week to 17 March. Hi, everyone!");
    expect(script.title).toBe('Week to 17 March: Shopping led, spending up 134%');
    expect(script.words).toBeGreaterThan(40);
  });

  it('refuses an empty reply, or one with too little left after the number check', async () => {
    fake.script({ tokens: ['  \n'] });
    await expect(writeScriptWithLlm(client, 'm', input)).rejects.toThrow('The model answered with no text.');
    fake.script({ tokens: ['Rosa: Welcome. You spent $999.99 this week.\n', 'Theo: That is 55% more. Bye!'] });
    await expect(writeScriptWithLlm(client, 'm', input)).rejects.toThrow(/kept only 2 sentences after the number check \(2 dropped/);
  });

  it('falls back to the built-in writer, saying why, when the model fails', async () => {
    fake.script({ status: 500 });
    const { script, llmError } = await writeEpisodeScript(input, { client, model: 'm' });
    expect(script.writer).toBe('built-in');
    expect(script.dropped).toEqual([]);
    expect(llmError).toMatch(/500/);
    fake.script({ tokens: REPLY });
    const ok = await writeEpisodeScript(input, { client, model: 'm' });
    expect(ok).toMatchObject({ script: { writer: 'llm' }, llmError: null });
    // no model configured: the built-in writer, no error
    expect(await writeEpisodeScript(input, null)).toMatchObject({ script: { writer: 'built-in' }, llmError: null });
  });

  it('still streams for persona chat (the fake answers both ways)', async () => {
    fake.script({ tokens: ['Hel', 'lo'] });
    const stream = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    expect(text).toBe('Hello');
  });
});

describe('parseLlmScript', () => {
  it('reads speaker labels, skips empty lines and stage directions, and continues an unlabelled line', () => {
    const max = podcasterById('money-minute')!;
    expect(parseLlmScript('Max: Hello.\n\n[music]\n(laughs)\nHost: Spending was up.\nIt was mostly rent.\nMAX: Bye.', max)).toEqual([
      { host: 0, section: 'intro', text: 'Hello.' },
      { host: 0, section: 'body', text: 'Spending was up. It was mostly rent.' },
      { host: 0, section: 'outro', text: 'Bye.' },
    ]);
    expect(parseLlmScript('- **Theo**: Hi!\nRosa: Coming up: the bills.\nTheo: Bye.', roundtable).map((l) => [l.host, l.text])).toEqual([
      [1, 'Hi!'],
      [0, 'Coming up: the bills.'],
      [1, 'Bye.'],
    ]);
  });

  it('builds a prompt for a single host and for an empty timeframe', () => {
    const empty = episodeFacts(transactions, '2025-06-30', 7);
    const [system] = llmMessages({ ...input, facts: empty, podcaster: podcasterById('calm-ledger')! });
    expect(system!.content).toContain('Host: June, alone.');
    expect(system!.content).toContain('no transactions');
  });
});
