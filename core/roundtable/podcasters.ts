// Roundtable's personas of podcaster type: the shows a user can pick. Voices are abstract keys that
// each speech engine maps to one of its own, so two hosts always sound different.
import type { Podcaster } from './types.ts';

export const PODCASTERS: readonly Podcaster[] = [
  {
    id: 'roundtable',
    name: 'The Roundtable',
    description: 'Rosa and Theo talk through your money like two friends at a table: what happened, what stood out, what is next.',
    hosts: [
      { name: 'Rosa', voice: 'female-1' },
      { name: 'Theo', voice: 'male-1' },
    ],
    style: 'conversational',
  },
  {
    id: 'money-minute',
    name: 'Money Minute with Max',
    description: 'Max gives you the numbers straight: the totals, the changes and the one thing to do.',
    hosts: [{ name: 'Max', voice: 'male-2' }],
    style: 'brisk',
  },
  {
    id: 'calm-ledger',
    name: 'The Calm Ledger with June',
    description: 'June walks through your month gently, with room for the wins as well as the worries.',
    hosts: [{ name: 'June', voice: 'female-1' }],
    style: 'gentle',
  },
];

export const DEFAULT_PODCASTER_ID = 'roundtable';

export function podcasterById(id: string): Podcaster | null {
  return PODCASTERS.find((p) => p.id === id) ?? null;
}

/** The message the issue names for an unknown one. */
export const podcasterNotFound = (id: string) => `Podcaster ${id} not found`;
