// The /features/<slug> pages that exist (issue 5's list). Kept apart from web/src/public/data/features.ts so the route
// table stays small; features.ts holds one row per slug.
export const FEATURE_SLUGS = [
  'smart-import',
  'smart-import-ai',
  'spending-predictions',
  'predictions',
  'music-integration',
  'ai-insights',
  'email-receipts',
  'personal-business-goals',
  'smart-automation',
  'automation',
  'business-expense-intelligence',
  'business-expenses',
  'freelancer-tax',
  'wellness-studio',
  'goal-concierge',
  'personal-podcast',
  'financial-story',
  'podcast',
  'podcast-generator',
  'gamification',
  'ai-therapist',
  'ai-coach',
  'ai-goals',
  'ai-assistant',
  'ai-categorization',
  'bill-reminders',
  'debt-payoff-planner',
  'ai-financial-freedom',
  'tax-assistant',
  'business-intelligence',
  'voice-control',
  'social-money',
  'tax-optimization',
  'compliance-audit',
  'receipt-scanner',
  'document-upload',
  'api-webhooks',
  'security-privacy',
] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

export function featurePath(slug: string): string {
  return `/features/${slug}`;
}
