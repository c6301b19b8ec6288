// How an episode's parts become one audio file (pure; worker/roundtable/audio.ts runs it): the
// synthesis chunks in speaking order, the pause after each, and the one ffmpeg command that joins
// them, evens out their loudness and encodes the result.
import { MAX_CHUNK_CHARS, speechChunks } from './speech-chunks.ts';
import type { AudioFormat, VoiceKey } from './types.ts';

/** a breath between two hosts; a shorter one when a host goes on; a beat between sentences of one part */
export const PAUSE_SPEAKER_CHANGE = 0.45;
export const PAUSE_SAME_SPEAKER = 0.3;
export const PAUSE_WITHIN_PART = 0.1;

/** Podcasts are mastered to about -16 LUFS (Apple's and most platforms' target), peaks under -1.5 dBTP. */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_DB = -1.5;
/** Speech needs no more than 24 kHz (12 kHz of bandwidth); both encoders take it. */
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
export function planChunks(
  parts: readonly { voice: VoiceKey; text: string }[],
  speakable: (text: string) => string,
  maxChars = MAX_CHUNK_CHARS,
): SynthChunk[] {
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

/**
 * ffmpeg's arguments: every wav in order, each resampled to one format and followed by its pause,
 * joined, loudness-normalized (single-pass loudnorm) and encoded to `out`.
 */
export function mixArgs(inputs: readonly { file: string; pauseAfter: number }[], format: AudioFormat, out: string): string[] {
  if (!inputs.length) throw new Error('nothing to join');
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
  for (const i of inputs) args.push('-i', i.file);
  const each = inputs.map((i, n) => {
    const pad = i.pauseAfter > 0 ? `,apad=pad_dur=${i.pauseAfter.toFixed(3)}` : '';
    return `[${n}:a]aresample=${OUTPUT_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono${pad}[a${n}]`;
  });
  const joined = `${inputs.map((_, n) => `[a${n}]`).join('')}concat=n=${inputs.length}:v=0:a=1`;
  // loudnorm works at 192 kHz inside; bring it back down before the encoder
  const master = `loudnorm=I=${TARGET_LUFS}:TP=${TRUE_PEAK_DB}:LRA=11,aresample=${OUTPUT_SAMPLE_RATE}[out]`;
  args.push('-filter_complex', `${each.join(';')};${joined},${master}`, '-map', '[out]', '-ac', '1', '-ar', String(OUTPUT_SAMPLE_RATE));
  args.push(...ENCODER[format], out);
  return args;
}

/** Seconds of synthesis per second of speech: under 1 is faster than real time. */
export function realTimeFactor(synthSeconds: number, speechSeconds: number): number | null {
  return speechSeconds > 0 ? Math.round((synthSeconds / speechSeconds) * 1000) / 1000 : null;
}
