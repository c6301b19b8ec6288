// The mood scale: the five buttons after an import, and the 1–5 score the mood nudges read
// (core/harmony/feelings.ts, checkin-nudges.ts).

/** 1 awful … 5 great: the five buttons after an import. */
export const MOODS = [
  { score: 1, emoji: '😣', label: 'awful' },
  { score: 2, emoji: '😟', label: 'low' },
  { score: 3, emoji: '😐', label: 'okay' },
  { score: 4, emoji: '🙂', label: 'good' },
  { score: 5, emoji: '😄', label: 'great' },
] as const;
export type MoodScore = 1 | 2 | 3 | 4 | 5;
