// Roundtable makes one episode: the facts from the ledger, the script (an LLM when one is configured,
// else the built-in writer; either way every figure is checked against the facts), the voices, the
// mix and the encoding, then the episode is made ready with its number, once. Each step is written
// to the episode's row and sent to the user's room, so the page shows real progress and a reload
// finds it again.
import { formatClock } from '../../core/roundtable/duration.ts';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Config } from '../../core/config.ts';
import { userRoom } from '../../core/events.ts';
import type { EpisodeStepDto } from '../../core/roundtable/api.ts';
import { episodeFacts } from '../../core/roundtable/facts.ts';
import { podcasterById, podcasterNotFound } from '../../core/roundtable/podcasters.ts';
import { initialSteps, withStep } from '../../core/roundtable/steps.ts';
import { WORDS_PER_MINUTE, type EpisodeScript, type PodcastPreferences, type VoiceKey } from '../../core/roundtable/types.ts';
import type { Emit } from '../../infra/emit.ts';
import type { FileStore } from '../../infra/files.ts';
import { episodeExtras, type ExtrasDeps } from '../../services/roundtable/facts.ts';
import type { EpisodeRow, PodcastRepo } from '../../db/repos/podcast.ts';
import type { ActivityRepo } from '../../db/repos/activity.ts';
import type { CurrencyRepo } from '../../db/repos/currency.ts';
import { renderEpisodeAudio } from './audio.ts';
import { writeEpisodeScript, type PodcastLlm } from './llm-writer.ts';
import type { SpeechEngine } from './speech/index.ts';
import { logger } from '../../infra/logger.ts';

const log = logger.child({ component: 'roundtable' });

export interface EpisodeDeps extends ExtrasDeps {
  config: Config;
  podcast: PodcastRepo;
  activity: ActivityRepo;
  currency: CurrencyRepo;
  files: FileStore;
  emit: Emit;
  /** the speech engine, or why there is none */
  speech: { engine: SpeechEngine | null; problem: string | null };
  llm: PodcastLlm | null;
  today: () => string;
}

/** A fault that a retry cannot mend (the episode fails at once). */
export class EpisodeInputError extends Error {}

export const audioKeyOf = (userId: string, episodeId: string, ext: string) => path.posix.join('users', userId, 'podcast', `${episodeId}.${ext}`);

export async function generateEpisode(deps: EpisodeDeps, userId: string, episodeId: string, signal?: AbortSignal): Promise<EpisodeRow | null> {
  const { podcast, emit } = deps;
  const row = await podcast.get(userId, episodeId);
  // deleted meanwhile, or a retry of one already made: nothing to do
  if (!row || row.status === 'ready' || row.status === 'failed') return row;
  const podcaster = podcasterById(row.podcasterId);
  if (!podcaster) throw new EpisodeInputError(podcasterNotFound(row.podcasterId));
  let steps = row.steps.length ? row.steps : initialSteps();
  const report = async (s: EpisodeStepDto) => {
    steps = withStep(steps, s);
    await podcast.setProgress(userId, episodeId, steps, 'generating');
    emit([userRoom(userId)], 'podcast:progress', { episodeId, step: s.key, status: s.status, message: s.message, done: s.done, total: s.total });
  };
  const prefs = await podcast.preferences(userId);

  // 1. facts: the timeframe against the one before, and what the other employees know
  await report({ key: 'facts', status: 'processing', message: 'Gathering the facts from your ledger…' });
  const [txs, extras, currency] = await Promise.all([
    deps.ledger.window(userId, row.periodTo),
    episodeExtras(deps, userId, row.periodTo, prefs.include),
    deps.currency.settings(userId),
  ]);
  const facts = episodeFacts(txs, row.periodTo, row.timeframeDays, extras);
  await report({
    key: 'facts',
    status: 'completed',
    message: facts.current.transactions
      ? `Read ${facts.current.transactions.toLocaleString('en-US')} transactions from ${facts.current.from} to ${facts.current.to}.`
      : `No transactions from ${facts.current.from} to ${facts.current.to}: the episode says so.`,
  });

  // 2. the script (kept on the row, so a retry after a crash speaks the same words)
  let script = row.script;
  if (!script) {
    await report({ key: 'script', status: 'processing', message: `Writing the script for ${podcaster.name}…` });
    const written = await writeEpisodeScript(
      {
        facts,
        podcaster,
        type: row.type,
        targetWords: prefs.lengthMinutes * WORDS_PER_MINUTE,
        include: prefs.include,
        currency: currency.home,
      },
      deps.llm,
      signal,
    );
    // the built-in writer stepped in: the reason goes to the log, the script says which wrote it
    if (written.llmError) log.warn({ userId, episodeId, llmError: written.llmError }, "the model's script was not usable; the built-in writer wrote it");
    script = written.script;
    await podcast.saveScript(userId, episodeId, script, facts);
  }
  await report({
    key: 'script',
    status: 'completed',
    message:
      `Wrote ${script.words.toLocaleString('en-US')} words (${script.writer === 'llm' ? 'with the language model' : 'built-in writer'})` +
      (script.dropped.length ? `; ${script.dropped.length} sentence${script.dropped.length === 1 ? '' : 's'} with a figure not in your data left out.` : '.'),
  });

  // 3 and 4. the voices, then the mix and the encoding (or a script-only episode that says why)
  const audio = await recordAudio(
    deps,
    row,
    script,
    prefs,
    podcaster.hosts.map((h) => h.voice),
    report,
    signal,
  );
  const done = await podcast.finish(userId, episodeId, audio, steps);
  if (!done) {
    // deleted while it was being made: its audio goes too
    if (audio.audioKey) await rm(deps.files.pathOf(audio.audioKey), { force: true });
    return null;
  }
  const message = `Episode ${done.episodeNumber} of ${podcaster.name} is ready: "${done.title}".`;
  if (prefs.notifications) {
    const event = await deps.activity.add(userId, 'roundtable', message, null, 'podcast');
    emit([userRoom(userId)], 'activity', event);
    emit([userRoom(userId)], 'notification', { id: event.id, kind: 'podcast', title: 'Your podcast is ready', body: message, createdAt: event.createdAt });
  }
  emit([userRoom(userId)], 'podcast:done', { episodeId, title: done.title ?? '', episodeNumber: done.episodeNumber ?? 0 });
  return done;
}

async function recordAudio(
  deps: EpisodeDeps,
  row: EpisodeRow,
  script: EpisodeScript,
  prefs: PodcastPreferences,
  voices: readonly VoiceKey[],
  report: (s: EpisodeStepDto) => Promise<void>,
  signal?: AbortSignal,
) {
  const none = { audioKey: null, audioUrl: null, audioMime: null, audioBytes: null, durationSeconds: null };
  const { engine, problem } = deps.speech;
  if (!engine) {
    const why = problem ?? 'Audio needs a speech engine; the episode was kept as a script.';
    await report({ key: 'audio', status: 'skipped', message: why });
    await report({ key: 'encoding', status: 'skipped', message: 'Nothing to encode without audio.' });
    return { ...none, audioProblem: why };
  }
  const parts = script.lines.map((l) => ({ voice: voices[l.host] ?? voices[0]!, text: l.text }));
  const workDir = deps.files.pathOf(path.posix.join('scratch', 'podcast', row.id));
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  try {
    let lastSent = 0;
    await report({ key: 'audio', status: 'processing', message: `Recording ${parts.length} parts with ${engine.name}…`, done: 0, total: parts.length });
    const out = await renderEpisodeAudio({
      parts,
      engine,
      format: prefs.format,
      workDir,
      concurrency: deps.config.PODCAST_TTS_CONCURRENCY ?? defaultConcurrency(),
      signal,
      onPart: async (done, total) => {
        // every part on a short episode, about twenty updates on a long one
        if (done < total && done - lastSent < Math.max(1, Math.floor(total / 20))) return;
        lastSent = done;
        await report({ key: 'audio', status: 'processing', message: `Recorded part ${done} of ${total}.`, done, total });
      },
      onEncoding: async () => {
        await report({
          key: 'audio',
          status: 'completed',
          message: `Recorded ${parts.length} parts with ${engine.name}.`,
          done: parts.length,
          total: parts.length,
        });
        await report({ key: 'encoding', status: 'processing', message: `Mixing, levelling the loudness and encoding ${prefs.format.toUpperCase()}…` });
      },
    });
    const ext = prefs.format === 'opus' ? 'opus' : 'mp3';
    const key = audioKeyOf(row.userId, row.id, ext);
    await mkdir(path.dirname(deps.files.pathOf(key)), { recursive: true });
    await rename(out.file, deps.files.pathOf(key));
    const bytes = (await stat(deps.files.pathOf(key))).size;
    await report({
      key: 'encoding',
      status: 'completed',
      message: `Encoded ${formatDuration(out.durationSeconds)} of audio (${(bytes / 1_048_576).toFixed(1)} MB).`,
    });
    return {
      audioKey: key,
      audioUrl: `/api/podcast/episodes/${row.id}/audio`,
      audioMime: out.mime,
      audioBytes: bytes,
      durationSeconds: out.durationSeconds,
      audioProblem: null,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** the CPU budget: one synthesis per core */
const defaultConcurrency = () => Math.max(1, availableParallelism());

/** The episode's length as the podcast list and the feed write it (core/roundtable/duration.ts). */
export const formatDuration = (seconds: number): string => formatClock(seconds);
