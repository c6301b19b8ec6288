// The private feed as RSS 2.0 with iTunes tags and an enclosure per episode, built with the `podcast`
// package (so podcast apps read it as they read any show's).
import { wholeSeconds } from './duration.ts';
import { Podcast } from 'podcast';

export interface FeedEpisode {
  id: string;
  title: string;
  description: string;
  episodeNumber: number;
  readyAt: Date;
  audioUrl: string;
  audioBytes: number;
  audioMime: string;
  durationSeconds: number;
}

export interface FeedInput {
  /** the feed's own URL (with its token) */
  feedUrl: string;
  /** the podcast page on the site */
  siteUrl: string;
  owner: string;
  episodes: readonly FeedEpisode[];
}

export function buildFeed(input: FeedInput): string {
  const feed = new Podcast({
    title: `${input.owner}'s money, by Roundtable`,
    description: "A private podcast about your own money, made by Roundtable from your Prime Finance ledger. Keep this feed's address to yourself.",
    feedUrl: input.feedUrl,
    siteUrl: input.siteUrl,
    author: 'Roundtable (Prime Finance)',
    language: 'en',
    itunesAuthor: 'Roundtable (Prime Finance)',
    itunesCategory: [{ text: 'Business', subcats: [{ text: 'Investing' }] }],
    itunesExplicit: false,
    itunesType: 'episodic',
    // private: podcast directories must not list it
    customElements: [{ 'itunes:block': 'Yes' }],
  });
  for (const e of input.episodes) {
    feed.addItem({
      title: e.title,
      description: e.description,
      url: input.siteUrl,
      guid: e.id,
      date: e.readyAt,
      enclosure: { url: e.audioUrl, size: e.audioBytes, type: e.audioMime },
      itunesDuration: wholeSeconds(e.durationSeconds),
      itunesEpisode: e.episodeNumber,
      itunesExplicit: false,
    });
  }
  return feed.buildXml({ indent: '  ' });
}
