// Each speech engine's three voices for Roundtable's abstract voice keys, and the command lines that
// ask for them (pure: the worker spawns them). Two hosts of one show must never sound alike, so
// every engine maps the three keys to three different voices.
import type { VoiceKey } from './types.ts';

export const SPEECH_ENGINES = ['flite', 'festival', 'espeak-ng', 'openai'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

/** flite's built-in clustergen voices: an American woman, an American man, a Scottish man. */
export const FLITE_VOICES: Record<VoiceKey, string> = { 'female-1': 'slt', 'male-1': 'rms', 'male-2': 'awb' };

/** espeak-ng language + variant: en-us female 3, en-us male 3, en-gb male 7. */
export const ESPEAK_VOICES: Record<VoiceKey, string> = { 'female-1': 'en-us+f3', 'male-1': 'en-us+m3', 'male-2': 'en-gb+m7' };

/** OpenAI's (and most compatible servers') built-in voices. */
export const OPENAI_VOICES: Record<VoiceKey, string> = { 'female-1': 'nova', 'male-1': 'onyx', 'male-2': 'echo' };

// Scripts are written for 150 words a minute (WORDS_PER_MINUTE); every voice is slowed to about
// 160 (measured on a 138-word paragraph), and the pauses between sentences and hosts bring an
// episode close to 150, so a 10-minute script lasts about 10 minutes.

/** flite's duration_stretch per voice: out of the box slt and awb say about 195 words a minute, rms 175. */
export const FLITE_STRETCH: Record<VoiceKey, number> = { 'female-1': 1.2, 'male-1': 1.08, 'male-2': 1.2 };

/** espeak-ng's -s (its own "words per minute", about 188 real ones at its default 175). */
export const ESPEAK_SPEED = 138;

const KAL = 'voice_kal_diphone';
const SLT_HTS = 'voice_cmu_us_slt_arctic_hts';
/** Festival's LR intonation model: the kal voice's own figures are mean 105 Hz, spread 14. */
const pitch = (mean: number, std: number) => `(set! int_lr_params '((target_f0_mean ${mean}) (target_f0_std ${std}) (model_f0_mean 170) (model_f0_std 34)))`;

/** kal says about 175 words a minute at its own stretch of 1.1 */
const stretch = (s: number) => `(Parameter.set 'Duration_Stretch ${s})`;

export interface FestivalVoice {
  /** what is said: "kal", "kal (higher)", "slt-hts" … */
  label: string;
  /** Scheme expressions for text2wave's -eval, in order */
  evals: string[];
}

/**
 * Festival's voices. Debian's festival comes with the kal diphone voice only; festvox-us-slt-hts
 * adds a woman's voice. kal is made into the other voices by pitch and pace.
 */
export function festivalVoice(voice: VoiceKey, hasSltHts: boolean): FestivalVoice {
  switch (voice) {
    case 'female-1':
      // hts_engine's -r is its speaking rate (0.83: from about 195 words a minute to 160)
      return hasSltHts
        ? { label: 'slt-hts', evals: [`(${SLT_HTS})`, '(set! hts_engine_params (cons (list "-r" 0.83) hts_engine_params))'] }
        : { label: 'kal (higher, brighter)', evals: [`(${KAL})`, pitch(150, 24), stretch(1.15)] };
    case 'male-1':
      return { label: 'kal', evals: [`(${KAL})`, stretch(1.2)] };
    case 'male-2':
      return { label: 'kal (deeper, slower)', evals: [`(${KAL})`, pitch(78, 9), stretch(1.3)] };
  }
}

/** flite reads the text from a file (no shell, no quoting of what the script says). */
export function fliteArgs(voice: VoiceKey, textFile: string, outWav: string): string[] {
  return ['-voice', FLITE_VOICES[voice], '--setf', `duration_stretch=${FLITE_STRETCH[voice]}`, '-f', textFile, '-o', outWav];
}

/** text2wave reads the text from stdin when given no file. */
export function festivalArgs(voice: VoiceKey, hasSltHts: boolean, outWav: string): string[] {
  return ['-o', outWav, ...festivalVoice(voice, hasSltHts).evals.flatMap((e) => ['-eval', e])];
}

/** espeak-ng reads the text from stdin; -b 1: it is UTF-8. */
export function espeakArgs(voice: VoiceKey, outWav: string): string[] {
  return ['-v', ESPEAK_VOICES[voice], '-s', String(ESPEAK_SPEED), '-b', '1', '-w', outWav, '--stdin'];
}

/** The voice an engine uses for a key, for logs and the CLI. */
export function engineVoice(engine: SpeechEngineName, voice: VoiceKey, hasSltHts = false): string {
  switch (engine) {
    case 'flite':
      return FLITE_VOICES[voice];
    case 'festival':
      return festivalVoice(voice, hasSltHts).label;
    case 'espeak-ng':
      return ESPEAK_VOICES[voice];
    case 'openai':
      return OPENAI_VOICES[voice];
  }
}
