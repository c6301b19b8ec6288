// Intelia's API shapes: insights and business intelligence (server/insights/routes.ts).
import type { BusinessIntelligenceView } from './business.ts';
import type { InsightView } from './insights.ts';

export type InsightDto = InsightView;

/** GET /api/intelia/insights */
export interface InsightsDto {
  today: string;
  insights: InsightDto[];
}

export type BusinessIntelligenceDto = BusinessIntelligenceView;
