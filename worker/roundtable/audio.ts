// An episode's script → one audio file. The parts are cut into sentence chunks and synthesized in
// parallel (as many at a time as the CPU budget allows), then ffmpeg joins them in order with a
// short pause between speakers (measuring the loudness as it goes), and a second ffmpeg run brings
// the loudness to about -16 LUFS and encodes MP3 or Opus; the duration is measured from the
// encoded file. The result appears at once or not at
// all (written to a temporary name, then renamed), and no temporary file outlives the call.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { AUDIO_EXTENSION, AUDIO_MIME, encodeArgs, integratedLoudness, joinArgs, loudnessGain, planChunks } from '../../core/roundtable/audio-plan.ts';
import { speakableText } from '../../core/roundtable/speech-chunks.ts';
import { AUDIO_FORMATS, type AudioFormat, type VoiceKey } from '../../core/roundtable/types.ts';
import { abortReason, findExecutable, runTool, ToolError } from './speech/run-tool.ts';
import type { SpeechEngine } from './speech/types.ts';
import { wavFileInfo } from './speech/wav-file.ts';

export interface RenderEpisodeOptions {
  parts: readonly { voice: VoiceKey; text: string }[];
  engine: SpeechEngine;
  format: AudioFormat;
  /** temporary files go in a fresh folder inside it (removed afterwards); the episode too unless outFile says otherwise */
  workDir: string;
  /** synthesis calls at a time: PODCAST_TTS_CONCURRENCY, else defaultSpeechConcurrency() */
  concurrency: number;
  signal?: AbortSignal;
  /** after each part is synthesized: parts done, parts with something to say */
  onPart?: (done: number, total: number) => void | Promise<void>;
  /** once synthesis is over, before joining and encoding */
  onEncoding?: () => void | Promise<void>;
  /** where the episode is written; default <workDir>/episode.mp3 or .opus */
  outFile?: string;
  /** ffmpeg and ffprobe binaries (default: found on PATH) */
  ffmpeg?: string;
  ffprobe?: string;
}

export interface RenderedEpisode {
  file: string;
  bytes: number;
  /** measured from the encoded file (ffprobe) */
  durationSeconds: number;
  /** wall time spent synthesizing */
  synthSeconds: number;
  /** the sum of the synthesized WAVs' lengths (synthSeconds ÷ speechSeconds is the real-time factor) */
  speechSeconds: number;
  /** wall time joining, normalizing, encoding and measuring */
  encodeSeconds: number;
  mime: string;
}

/** One synthesis per core: the engines are single-threaded. */
export function defaultSpeechConcurrency(): number {
  return Math.max(1, os.availableParallelism());
}

const FFMPEG_HINT = 'apt-get install ffmpeg (podcast audio needs it to join and encode the speech)';

/** ffmpeg or ffprobe, found, or a ToolError saying how to install it. */
function requireTool(name: 'ffmpeg' | 'ffprobe', bin: string | undefined): string {
  const found = findExecutable(bin ?? name);
  if (!found) throw new ToolError(name, `is not installed (${bin ?? `${name} is not on PATH`})`, FFMPEG_HINT);
  return found;
}

export async function renderEpisodeAudio(opts: RenderEpisodeOptions): Promise<RenderedEpisode> {
  if (!AUDIO_FORMATS.includes(opts.format)) throw new Error(`Unknown audio format "${String(opts.format)}": use mp3 or opus`);
  opts.signal?.throwIfAborted();
  // before any synthesis: without them the work would be thrown away
  const ffmpeg = requireTool('ffmpeg', opts.ffmpeg);
  const ffprobe = requireTool('ffprobe', opts.ffprobe);

  const ascii = opts.engine.name !== 'openai';
  const chunks = planChunks(opts.parts, (t) => speakableText(t, { ascii }));
  if (!chunks.length) throw new Error('The script has nothing to say: every part is empty once emoji and symbols are taken out.');
  const left = new Map<number, number>();
  for (const c of chunks) left.set(c.part, (left.get(c.part) ?? 0) + 1);
  const totalParts = left.size;

  await mkdir(opts.workDir, { recursive: true });
  const tmp = await mkdtemp(path.join(opts.workDir, '.speech-'));
  const outFile = path.resolve(opts.outFile ?? path.join(opts.workDir, `episode.${AUDIO_EXTENSION[opts.format]}`));
  const tmpOut = `${outFile}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(path.dirname(outFile), { recursive: true });
  // one failure (or the caller's abort) stops every other synthesis and kills their children
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(abortReason(opts.signal!));
  opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    const limit = pLimit(Math.max(1, Math.floor(opts.concurrency) || 1));
    let speechSeconds = 0;
    let partsDone = 0;
    let firstError: unknown = null;
    const synthStarted = performance.now();
    const results = await Promise.allSettled(
      chunks.map((c, i) =>
        limit(async () => {
          stop.signal.throwIfAborted();
          const wav = path.join(tmp, `${String(i).padStart(5, '0')}.wav`);
          try {
            await opts.engine.synthesize(c.text, c.voice, wav, stop.signal);
            // read before adding: `speechSeconds += await …` would add to a stale total
            const { durationSeconds } = await wavFileInfo(wav);
            speechSeconds += durationSeconds;
            const rest = left.get(c.part)! - 1;
            left.set(c.part, rest);
            if (rest === 0) await opts.onPart?.(++partsDone, totalParts);
          } catch (err) {
            const e = err instanceof ToolError ? err.onPart(c.part + 1) : err;
            // the queued ones then start, see the abort and settle at once (clearQueue would leave them pending for ever)
            if (!stop.signal.aborted) {
              firstError = e;
              stop.abort(e);
            }
            throw e;
          }
          return { file: wav, pauseAfter: c.pauseAfter };
        }),
      ),
    );
    if (opts.signal?.aborted) throw abortReason(opts.signal);
    if (firstError) throw firstError;
    const inputs = results.map((r) => (r as PromiseFulfilledResult<{ file: string; pauseAfter: number }>).value);
    const synthSeconds = (performance.now() - synthStarted) / 1000;

    await opts.onEncoding?.();
    const encodeStarted = performance.now();
    const joined = path.join(tmp, 'joined.wav');
    const ff = { tool: 'ffmpeg', bin: ffmpeg, signal: stop.signal, timeoutMs: 30 * 60_000, installHint: FFMPEG_HINT };
    const { stderr } = await runTool({ ...ff, args: joinArgs(inputs, joined) });
    await runTool({ ...ff, args: encodeArgs(joined, loudnessGain(integratedLoudness(stderr)), opts.format, tmpOut) });
    const { stdout: probed } = await runTool({
      tool: 'ffprobe',
      bin: ffprobe,
      signal: stop.signal,
      installHint: FFMPEG_HINT,
      args: ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', tmpOut],
    });
    const durationSeconds = Number.parseFloat(probed.trim());
    if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
      throw new ToolError('ffprobe', 'could not measure the encoded episode', probed.trim().slice(0, 100));
    const { size } = await stat(tmpOut);
    await rename(tmpOut, outFile);
    return {
      file: outFile,
      bytes: size,
      durationSeconds: round3(durationSeconds),
      synthSeconds: round3(synthSeconds),
      speechSeconds: round3(speechSeconds),
      encodeSeconds: round3((performance.now() - encodeStarted) / 1000),
      mime: AUDIO_MIME[opts.format],
    };
  } finally {
    opts.signal?.removeEventListener('abort', onOuterAbort);
    await rm(tmpOut, { force: true });
    await rm(tmp, { recursive: true, force: true });
  }
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
