// How an episode's parts become one audio file (pure; worker/roundtable/audio.ts runs it): the
// synthesis chunks in speaking order, the pause after each, and the two ffmpeg commands that join
// them (measuring their loudness), then bring them to the target loudness and encode the result.
import { MAX_CHUNK_CHARS, speechChunks } from './speech-chunks.ts';
import type { AudioFormat, VoiceKey } from './types.ts';

/** a breath between two hosts; a shorter one when a host goes on; a beat between sentences of one part */
export const PAUSE_SPEAKER_CHANGE = 0.45;
export const PAUSE_SAME_SPEAKER = 0.3;
export const PAUSE_WITHIN_PART = 0.1;

/** Podcasts are mastered to about -16 LUFS (Apple's and most platforms' target), peaks under -1.5 dB. */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_DB = -1.5;
/** 24 kHz carries speech's 12 kHz of bandwidth; both encoders take it. */
export const OUTPUT_SAMPLE_RATE = 24000;

export const AUDIO_MIME: Record<AudioFormat, string> = { mp3: 'audio/mpeg', opus: 'audio/ogg' };
export const AUDIO_EXTENSION: Record<AudioFormat, string> = { mp3: 'mp3', opus: 'opus' };

export interface SynthChunk {
  /** the part's index in the script */
  part: number;
  voice: VoiceKey;
  text: string;
  /** seconds of silence after it */
  pauseAfter: number;
}

/**
 * The chunks to synthesize, in speaking order. `speakable` cleans a part's text for the engine; a
 * part with nothing left to say (emoji only) is skipped.
 */
export function planChunks(parts: readonly { voice: VoiceKey; text: string }[], speakable: (text: string) => string, maxChars = MAX_CHUNK_CHARS): SynthChunk[] {
  const chunks: SynthChunk[] = [];
  parts.forEach((p, part) => {
    for (const text of speechChunks(speakable(p.text), maxChars)) chunks.push({ part, voice: p.voice, text, pauseAfter: PAUSE_WITHIN_PART });
  });
  for (let i = 0; i < chunks.length; i++) {
    const cur = chunks[i]!;
    const next = chunks[i + 1];
    if (!next) cur.pauseAfter = 0;
    else if (next.part !== cur.part) cur.pauseAfter = next.voice === cur.voice ? PAUSE_SAME_SPEAKER : PAUSE_SPEAKER_CHANGE;
  }
  return chunks;
}

const ENCODER: Record<AudioFormat, string[]> = {
  // mono 64 kbps MP3 (MPEG-2 layer III at 24 kHz): plays everywhere
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  // mono 32 kbps Opus in Ogg, tuned for speech: half the size of the MP3 for the same clarity
  opus: ['-c:a', 'libopus', '-b:a', '32k', '-application', 'voip', '-f', 'ogg'],
};

const QUIET = ['-hide_banner', '-nostdin', '-nostats', '-y'];

// Loudness in two cheap passes instead of ffmpeg's loudnorm, which works at 192 kHz inside and cost
// five times as much CPU as everything else together (11 s against 2 s for 10 minutes of speech):
// the join measures the integrated loudness (ebur128) on its way to one WAV, then the encode
// applies the gain that brings it to the target, with a limiter keeping the peaks under the ceiling.

/**
 * ffmpeg's arguments for the first pass: every wav in order, each resampled to one format and
 * followed by its pause, joined into one mono WAV at `out`; ebur128 prints the loudness on stderr.
 */
export function joinArgs(inputs: readonly { file: string; pauseAfter: number }[], out: string): string[] {
  if (!inputs.length) throw new Error('nothing to join');
  const args = [...QUIET, '-loglevel', 'info'];
  for (const i of inputs) args.push('-i', i.file);
  const each = inputs.map((i, n) => {
    const pad = i.pauseAfter > 0 ? `,apad=pad_dur=${i.pauseAfter.toFixed(3)}` : '';
    return `[${n}:a]aresample=${OUTPUT_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono${pad}[a${n}]`;
  });
  const joined = `${inputs.map((_, n) => `[a${n}]`).join('')}concat=n=${inputs.length}:v=0:a=1`;
  // framelog=verbose: the ten-a-second readings stay out of the log, the summary stays in
  args.push('-filter_complex', `${each.join(';')};${joined},ebur128=peak=none:framelog=verbose[out]`, '-map', '[out]', '-c:a', 'pcm_s16le', '-f', 'wav', out);
  return args;
}

/** The integrated loudness (LUFS) from ebur128's summary on ffmpeg's stderr, or null. */
export function integratedLoudness(stderr: string): number | null {
  const summary = stderr.lastIndexOf('Integrated loudness:');
  if (summary < 0) return null;
  const m = /I:\s*(-?\d+(?:\.\d+)?|-inf)\s*LUFS/.exec(stderr.slice(summary));
  if (!m || m[1] === '-inf') return null;
  return Number(m[1]);
}

/** The gain (dB) that brings `measured` LUFS to the target; none for silence, at most ±20 dB. */
export function loudnessGain(measured: number | null): number {
  if (measured === null || measured < -70) return 0;
  return Math.round(Math.max(-20, Math.min(20, TARGET_LUFS - measured)) * 100) / 100;
}

/** ffmpeg's arguments for the second pass: gain, a peak limiter, mono MP3 or Opus at `out`. */
export function encodeArgs(joinedWav: string, gainDb: number, format: AudioFormat, out: string): string[] {
  const ceiling = (10 ** (TRUE_PEAK_DB / 20)).toFixed(3);
  // level=false: the limiter only catches peaks (by default it would also raise everything to the ceiling)
  const chain = `volume=${gainDb}dB,alimiter=limit=${ceiling}:attack=5:release=50:level=false`;
  return [...QUIET, '-loglevel', 'error', '-i', joinedWav, '-af', chain, '-ac', '1', '-ar', String(OUTPUT_SAMPLE_RATE), ...ENCODER[format], out];
}

/** Seconds of synthesis per second of speech: under 1 is faster than real time. */
export function realTimeFactor(synthSeconds: number, speechSeconds: number): number | null {
  return speechSeconds > 0 ? Math.round((synthSeconds / speechSeconds) * 1000) / 1000 : null;
}
