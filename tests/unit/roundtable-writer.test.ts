// Roundtable's built-in writer (#16): scripts from the facts alone. Every figure it says is one the
// facts hold (over many generated ledgers), two hosts take turns, the episode type changes the
// opening, the length follows the target by covering more facts and never by padding, and an empty
// or tiny timeframe gets an honest short episode.
import { describe, expect, it } from 'vitest';
import { ledgerFigures } from '../../core/figures/monthly.ts';
import { episodeFacts, type EpisodeFacts, usualMonthOf } from '../../core/roundtable/facts.ts';
import { checkScript, numbersIn } from '../../core/roundtable/number-check.ts';
import { countWords, splitSentences } from '../../core/roundtable/phrasing.ts';
import { PODCASTERS, podcasterById } from '../../core/roundtable/podcasters.ts';
import { ALL_INCLUDED, EPISODE_TYPES, NO_EXTRAS, type EpisodeScript, type EpisodeType, type IncludeFlags } from '../../core/roundtable/types.ts';
import { writeScript, type WriteInput } from '../../core/roundtable/writer.ts';
import { mulberry32 } from '../../core/seeded-random.ts';
import { seededExtras, seededLedger } from '../support/roundtable-ledgers.ts';

const TODAY = '2026-03-17';
const roundtable = podcasterById('roundtable')!;
const maxMinute = podcasterById('money-minute')!;

function write(facts: EpisodeFacts, over: Partial<WriteInput> = {}): EpisodeScript {
  return writeScript({ facts, podcaster: roundtable, type: 'weekly', targetWords: 750, include: ALL_INCLUDED, ...over });
}
const sentencesOf = (s: EpisodeScript) => s.lines.flatMap((l) => splitSentences(l.text));
const text = (s: EpisodeScript) => s.lines.map((l) => l.text).join(' ');

/** what every script must be, whatever it is written from */
function expectWellFormed(s: EpisodeScript, facts: EpisodeFacts, hosts: number): void {
  // the writer itself never says a figure the facts do not hold: nothing needed dropping
  expect(s.dropped).toEqual([]);
  expect(checkScript(sentencesOf(s), facts).dropped).toEqual([]);
  expect(s.title.length).toBeGreaterThan(0);
  expect(s.title.length).toBeLessThan(100);
  expect(s.description).toBe(sentencesOf(s).slice(0, 3).join(' '));
  expect(s.words).toBe(s.lines.reduce((n, l) => n + countWords(l.text), 0));
  expect(s.writer).toBe('built-in');
  expect(s.lines[0]!.section).toBe('intro');
  expect(s.lines.at(-1)!.section).toBe('outro');
  for (const l of s.lines) {
    expect(l.text.trim()).not.toBe('');
    expect(l.host).toBeGreaterThanOrEqual(0);
    expect(l.host).toBeLessThan(hosts);
  }
}

describe('writeScript: every figure is one the facts hold', () => {
  const rnd = mulberry32(16);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'INR', 'CAD'];

  it('over 120 generated ledgers: any size, currency, podcaster, type and preferences', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const days = pick([7, 30] as const);
      const shape = seed % 6;
      const txs = seededLedger(seed, {
        today: TODAY,
        days,
        // empty timeframe, one transaction, only income, huge amounts, small and large ledgers
        size: shape === 0 ? 0 : shape === 1 ? 1 : 5 + Math.floor(rnd() * 200),
        onlyIncome: shape === 2,
        huge: shape === 3,
        categories: 1 + Math.floor(rnd() * 10),
        incomeShare: rnd() * 0.3,
      });
      const extras =
        rnd() < 0.5
          ? NO_EXTRAS
          : seededExtras(seed, TODAY, {
              bills: Math.floor(rnd() * 4),
              goals: Math.floor(rnd() * 3),
              debts: Math.floor(rnd() * 3),
              insights: Math.floor(rnd() * 3),
            });
      const facts = episodeFacts(txs, TODAY, days, extras);
      const include = Object.fromEntries(Object.keys(ALL_INCLUDED).map((k) => [k, rnd() < 0.8])) as unknown as IncludeFlags;
      const podcaster = pick(PODCASTERS);
      const s = writeScript({
        facts,
        podcaster,
        type: pick(EPISODE_TYPES),
        targetWords: pick([150, 750, 1500, 2250, 3000]),
        include,
        currency: pick(currencies),
      });
      expectWellFormed(s, facts, podcaster.hosts.length);
    }
  });

  it("says money in the user's currency, the way the number check reads it", () => {
    const facts = episodeFacts(seededLedger(3, { today: TODAY, days: 7, size: 40 }), TODAY, 7);
    expect(text(write(facts))).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    const euros = write(facts, { currency: 'EUR' });
    expect(text(euros)).toMatch(/€\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text(euros)).not.toContain('$');
    expect(euros.dropped).toEqual([]);
  });
});

describe('writeScript: hosts, intro and outro', () => {
  const facts = episodeFacts(seededLedger(7, { today: TODAY, days: 7, size: 40 }), TODAY, 7, seededExtras(7, TODAY));

  it("lets both of The Roundtable's hosts speak, taking turns, with Rosa leading", () => {
    const s = write(facts);
    expectWellFormed(s, facts, 2);
    const body = s.lines.filter((l) => l.section === 'body');
    expect(body.filter((l) => l.host === 0).length).toBeGreaterThan(3);
    expect(body.filter((l) => l.host === 1).length).toBeGreaterThan(3);
    expect(s.lines[0]!.host).toBe(0);
    // a conversation: no host has two turns in a row
    for (let i = 1; i < s.lines.length; i++) expect(s.lines[i]!.host).not.toBe(s.lines[i - 1]!.host);
    // the co-host asks as well as adds facts
    expect(body.some((l) => l.host === 1 && l.text.endsWith('?'))).toBe(true);
  });

  it('has a single-host show speak with its one host only', () => {
    for (const id of ['money-minute', 'calm-ledger']) {
      const s = write(facts, { podcaster: podcasterById(id)! });
      expectWellFormed(s, facts, 1);
      expect(new Set(s.lines.map((l) => l.host))).toEqual(new Set([0]));
    }
  });

  it('opens with the show, the hosts and the timeframe in words, and closes with a sum-up and a sign-off', () => {
    const s = write(facts);
    const intro = s.lines
      .filter((l) => l.section === 'intro')
      .map((l) => l.text)
      .join(' ');
    expect(intro).toContain('The Roundtable');
    expect(intro).toContain('Rosa');
    expect(intro).toContain('Theo');
    expect(intro).toContain('the 7 days to 17 March');
    const outro = s.lines.filter((l) => l.section === 'outro');
    expect(outro.map((l) => l.text).join(' ')).toContain(`to sum up: you spent ${'$'}`);
    expect(outro.map((l) => l.host)).toEqual([0, 1]);
    const max = write(facts, { podcaster: maxMinute });
    expect(max.lines[0]!.text).toMatch(/Money Minute with Max\. I'm Max/);
    expect(max.lines.at(-1)!.text).toMatch(/See you next week\.$/);
  });
});

describe('writeScript: the episode type sets the angle', () => {
  const facts = episodeFacts(seededLedger(11, { today: TODAY, days: 30, size: 120, categories: 8 }), TODAY, 30, seededExtras(11, TODAY));
  const scripts = Object.fromEntries(EPISODE_TYPES.map((type) => [type, write(facts, { type })])) as Record<EpisodeType, EpisodeScript>;
  const firstBody = (s: EpisodeScript) => s.lines.find((l) => l.section === 'body')!.text;

  it('gives each of the 6 types a different opening', () => {
    for (const type of EPISODE_TYPES) expectWellFormed(scripts[type], facts, 2);
    expect(new Set(EPISODE_TYPES.map((t) => scripts[t].lines[0]!.text)).size).toBe(6);
    expect(new Set(EPISODE_TYPES.map((t) => firstBody(scripts[t]))).size).toBe(6);
    expect(new Set(EPISODE_TYPES.map((t) => scripts[t].title)).size).toBeGreaterThanOrEqual(5);
  });

  it("leads a goal episode with the goals and an insight episode with Intelia's insights", () => {
    expect(firstBody(scripts.goal)).toMatch(/Emergency Fund/);
    expect(firstBody(scripts.insight)).toMatch(/Intelia/);
    expect(scripts.monthly.lines[0]!.text).toContain('monthly');
  });

  it('celebrates only the wins the data shows, and says so honestly when there are none', () => {
    // spending up on every day against a quiet week before, no income, no goals: nothing to celebrate
    const tx = (date: string, dollars: number) => ({
      date,
      description: 'CORNER SHOP',
      merchant: null,
      amountCents: Math.round(dollars * 100),
      category: 'Shopping',
    });
    const gloomy = [tx('2026-03-05', -10), ...Array.from({ length: 7 }, (_, i) => tx(`2026-03-1${i + 1}`, -20 - i))];
    const f = episodeFacts(gloomy, TODAY, 7);
    for (const type of ['celebration', 'achievement'] as const) {
      const s = write(f, { type });
      expectWellFormed(s, f, 2);
      expect(firstBody(s)).toMatch(/not much to celebrate|no standout achievement/);
      expect(text(s)).not.toMatch(/came down|with no spending at all|goal/i);
    }
    // and with real wins, it leads with them
    const good = [...gloomy.slice(0, 1).map((t) => ({ ...t, amountCents: -50000 })), tx('2026-03-12', -20)];
    const g = write(episodeFacts(good, TODAY, 7), { type: 'celebration' });
    expect(firstBody(g)).toMatch(/Spending came down 96%/);
  });
});

describe('writeScript: length follows the target by covering more facts', () => {
  const rich = episodeFacts(seededLedger(21, { today: TODAY, days: 30, size: 160, categories: 10 }), TODAY, 30, seededExtras(21, TODAY));

  it('writes a rich 30 days close to a 750-word target, and more for a longer one, never far over', () => {
    const short = write(rich, { targetWords: 750, type: 'monthly' });
    expectWellFormed(short, rich, 2);
    expect(short.words).toBeGreaterThanOrEqual(750 * 0.6);
    expect(short.words).toBeLessThanOrEqual(750 * 1.15);
    const long = write(rich, { targetWords: 2250, type: 'monthly' });
    expectWellFormed(long, rich, 2);
    expect(long.words).toBeGreaterThan(short.words);
    expect(long.words).toBeLessThanOrEqual(2250 * 1.15);
    // the longer one says more facts, not the same ones at greater length
    expect(new Set(numbersIn(text(long)).map((n) => JSON.stringify(n))).size).toBeGreaterThan(
      new Set(numbersIn(text(short)).map((n) => JSON.stringify(n))).size,
    );
    for (const target of [300, 500, 1000, 1500]) expect(write(rich, { targetWords: target }).words).toBeLessThanOrEqual(target * 1.15);
  });

  it('gives a tiny ledger a short honest episode, well under the target', () => {
    const tiny = episodeFacts([{ date: '2026-03-15', description: 'CORNER CAFE', merchant: null, amountCents: -450, category: 'Food & Dining' }], TODAY, 7);
    const s = write(tiny, { targetWords: 2250 });
    expectWellFormed(s, tiny, 2);
    expect(s.words).toBeLessThan(2250 / 4);
    const money = numbersIn(text(s)).filter((n) => n.kind === 'money');
    expect(money.length).toBeGreaterThan(0);
    expect(money.every((n) => n.kind === 'money' && n.cents === 450)).toBe(true);
  });

  it('says a timeframe with no transactions had none, with no money figures at all', () => {
    const txs = seededLedger(5, { today: '2026-01-31', days: 30, size: 40 });
    const empty = episodeFacts(txs, TODAY, 7);
    for (const podcaster of PODCASTERS) {
      for (const type of EPISODE_TYPES) {
        const s = write(empty, { podcaster, type, targetWords: 2250 });
        expectWellFormed(s, empty, podcaster.hosts.length);
        expect(text(s)).toMatch(/no transactions/i);
        expect(numbersIn(text(s)).filter((n) => n.kind !== 'count')).toEqual([]);
        expect(s.words).toBeLessThan(300);
        expect(s.title).toBe('Week to 17 March: no transactions');
      }
    }
  });
});

describe('writeScript: the same facts, the same script; other facts, other words', () => {
  it('is deterministic', () => {
    const facts = episodeFacts(seededLedger(31, { today: TODAY, days: 30, size: 90 }), TODAY, 30, seededExtras(31, TODAY));
    expect(write(facts, { type: 'monthly' })).toEqual(write(facts, { type: 'monthly' }));
  });

  it('varies the wording with the data, not only the figures and names', () => {
    // a sentence's wording: figures and capitalised names masked
    const wording = (s: string) => s.replace(/[$€£]?[\d,.]+%?/g, '#').replace(/\b[A-Z][\w&'-]*(\s[A-Z&][\w&'-]*)*/g, 'N');
    const firstSentences = new Set<string>();
    const all = new Set<string>();
    for (let seed = 40; seed < 50; seed++) {
      const s = write(episodeFacts(seededLedger(seed, { today: TODAY, days: 7, size: 30 }), TODAY, 7));
      firstSentences.add(wording(sentencesOf(s).find((x) => /spen/.test(x))!));
      all.add(sentencesOf(s).map(wording).join('|'));
    }
    expect(firstSentences.size).toBeGreaterThan(1);
    expect(all.size).toBeGreaterThan(5);
  });
});

describe('writeScript: the usual month is the one every page gives', () => {
  it("says the Goals page's median spending and surplus and Freedom's savings rate, with their months, and the number check allows them", () => {
    const txs = seededLedger(31, { today: TODAY, days: 30, size: 90 });
    // the user's figures (as services/figures/user-figures.ts reads them): two full months and a running March
    const months = [
      { date: '2026-01-01', description: 'RENT', merchant: null, amountCents: -150_000, category: 'Housing', account: 'Checking' },
      { date: '2026-01-15', description: 'PAY', merchant: null, amountCents: 400_000, category: 'Income', account: 'Checking' },
      { date: '2026-02-01', description: 'RENT', merchant: null, amountCents: -150_000, category: 'Housing', account: 'Checking' },
      { date: '2026-02-15', description: 'PAY', merchant: null, amountCents: 400_000, category: 'Income', account: 'Checking' },
      { date: '2026-02-28', description: 'TV', merchant: null, amountCents: -50_000, category: 'Shopping', account: 'Checking' },
      { date: '2026-03-02', description: 'RENT', merchant: null, amountCents: -150_000, category: 'Housing', account: 'Checking' },
    ];
    const figures = ledgerFigures({ transactions: months, today: TODAY });
    expect(figures.surplus.months).toEqual(['2026-01', '2026-02']);
    const facts = episodeFacts(txs, TODAY, 30, { ...NO_EXTRAS, usualMonth: usualMonthOf(figures) });
    const s = write(facts, { type: 'monthly', targetWords: 3000 });
    expectWellFormed(s, facts, roundtable.hosts.length);
    // spending $1,500 and $2,000 → median $1,750; surplus $2,500 and $2,000 → $2,250; rate (8,000 − 3,500) ÷ 8,000 = 56.3%
    expect(text(s)).toContain("In a usual month you spend $1,750.00 and keep $2,250.00: that's the median of the 2 full months Jan 2026 – Feb 2026.");
    expect(text(s)).toContain('Over those months your savings rate is 56.3%.');
    expect(figures.savingsRate.rate).toBe(0.5625);
  });
});
