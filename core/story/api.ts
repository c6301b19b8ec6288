// GET /api/story (server/story/routes.ts): the story as core/story/build.ts tells it.
import type { StoryView } from './types.ts';

export type { StoryPeriod, FigureBasis, StoryFigure, StoryText, StoryStat, StoryScreenId, StoryMonth, StoryScreen, StoryRange } from './types.ts';
export type StoryDto = StoryView;
