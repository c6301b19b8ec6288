// Roundtable's shared shapes (issue 16): episode types, podcasters, scripts and preferences, used by
// the writer (core/), the audio renderer and processor (worker/), the routes (server/) and the page.

export const EPISODE_TYPES = ['monthly', 'weekly', 'achievement', 'goal', 'insight', 'celebration'] as const;
export type EpisodeType = (typeof EPISODE_TYPES)[number];

/** the timeframes a user can pick; 7 days unless they say otherwise */
export const TIMEFRAME_DAYS = [7, 30] as const;
export type TimeframeDays = (typeof TIMEFRAME_DAYS)[number];
export const DEFAULT_TIMEFRAME_DAYS: TimeframeDays = 7;

/** Abstract voices: each speech engine maps them to voices of its own (flite: slt, rms, awb). */
export const VOICE_KEYS = ['female-1', 'male-1', 'male-2'] as const;
export type VoiceKey = (typeof VOICE_KEYS)[number];

export interface PodcastHost {
  name: string;
  voice: VoiceKey;
}

/** One of Roundtable's personas of podcaster type: a show with one or two hosts. */
export interface Podcaster {
  id: string;
  name: string;
  description: string;
  /** the first host leads; a second one is the co-host */
  hosts: readonly PodcastHost[];
  style: 'conversational' | 'brisk' | 'gentle';
}

export type ScriptSection = 'intro' | 'body' | 'outro';

export interface ScriptLine {
  /** index into the podcaster's hosts */
  host: number;
  section: ScriptSection;
  text: string;
}

export interface EpisodeScript {
  /** under 100 characters */
  title: string;
  /** the script's first 3 sentences */
  description: string;
  lines: ScriptLine[];
  words: number;
  writer: 'built-in' | 'llm';
  /** sentences the number check took out, with why */
  dropped: { sentence: string; reason: string }[];
}

/** What an episode may talk about (the user's preferences). */
export interface IncludeFlags {
  spending: boolean;
  income: boolean;
  merchants: boolean;
  bills: boolean;
  goals: boolean;
  debts: boolean;
  insights: boolean;
}
export const ALL_INCLUDED: IncludeFlags = { spending: true, income: true, merchants: true, bills: true, goals: true, debts: true, insights: true };

/** Facts that come from outside the ledger's rows: bills, goals, debts, Intelia's insights. */
export interface EpisodeExtras {
  /** recurring bills due in the 14 days after the timeframe's last day */
  billsDue: { name: string; due: string; cents: number }[];
  goals: { name: string; savedCents: number; targetCents: number; percent: number; status: string }[];
  debts: { name: string; balanceCents: number; apr: number }[];
  /** Intelia's insight messages about the timeframe (their figures come from the ledger) */
  insights: string[];
  /** the monthly figures every page gives (core/figures via services/figures/user-figures.ts); left out: not read */
  usualMonth?: UsualMonth | null;
}

/** A usual month as the Goals and Freedom pages give it: medians of the full months and the savings rate. */
export interface UsualMonth {
  spendingCents: number | null;
  surplusCents: number | null;
  /** the full months the medians and the rate are over */
  months: string[];
  /** "median of the 4 full months Jul 2026 – Oct 2026", or what is missing */
  statistic: string;
  /** a fraction (0.374); null without income in those months or without a full month */
  savingsRate: number | null;
  savingsRateStatistic: string;
}
export const NO_EXTRAS: EpisodeExtras = { billsDue: [], goals: [], debts: [], insights: [] };

export const WORDS_PER_MINUTE = 150;
export const EPISODE_LENGTHS = [5, 10, 15, 20] as const;
export type EpisodeLength = (typeof EPISODE_LENGTHS)[number];

export const AUDIO_FORMATS = ['mp3', 'opus'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export interface PodcastPreferences {
  frequency: 'weekly' | 'monthly';
  /** minutes; the script aims at about 150 words a minute and never pads to get there */
  lengthMinutes: EpisodeLength;
  /** the podcaster (and so the voices) an automatic episode uses */
  voice: string;
  include: IncludeFlags;
  autoGenerate: boolean;
  /** the bell (and a notification) when an episode is ready */
  notifications: boolean;
  format: AudioFormat;
}

// ── an episode's making: its steps and the live events (core/roundtable/steps.ts) ──

export type EpisodeStepKey = 'facts' | 'script' | 'audio' | 'encoding';

export interface EpisodeStep {
  key: EpisodeStepKey;
  status: 'pending' | 'processing' | 'completed' | 'failed' | 'skipped';
  message: string;
  /** for 'audio': parts synthesized so far and in all */
  done?: number;
  total?: number;
}

/** Live events to the user's room. */
export interface PodcastProgressEvent {
  episodeId: string;
  step: EpisodeStepKey;
  status: EpisodeStep['status'];
  message: string;
  done?: number;
  total?: number;
}
export interface PodcastDoneEvent {
  episodeId: string;
  title: string;
  episodeNumber: number;
}
export interface PodcastFailedEvent {
  episodeId: string;
  error: string;
}
