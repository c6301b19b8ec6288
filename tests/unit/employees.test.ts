import { describe, expect, it } from 'vitest';
import {
  ACTIVE_EMPLOYEES,
  EMPLOYEES,
  PIPELINE_EMPLOYEES,
  TEAM_MEMBER_KEYS,
  employeeName,
  employeeProfile,
  isTeamMemberKey,
  type TeamMemberKey,
} from '../../core/employees.ts';
import { phraseStems } from '../../core/prime/words.ts';

/** The public /features/... pages issue 5 lists; every learn-more link must be one of them. */
const FEATURE_PAGES = new Set(
  [
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
  ].map((p) => `/features/${p}`),
);

describe('the employee directory', () => {
  it.each<[TeamMemberKey, string, string, string, boolean]>([
    ['prime', 'Prime', '👑', '/dashboard', true],
    ['byte', 'Byte', '📄', '/dashboard/smart-import-ai', true],
    ['tag', 'Tag', '🏷️', '/dashboard/smart-categories', true],
    ['crystal', 'Crystal', '🔮', '/dashboard/spending-predictions', true],
    ['intelia', 'Intelia', '🧠', '/dashboard/business-intelligence', true],
    ['ledger', 'Ledger', '📊', '/dashboard/tax-assistant', true],
    ['goalie', 'Goalie', '🥅', '/dashboard/goal-concierge', true],
    ['blitz', 'Blitz', '⚡', '/dashboard/debt-payoff-planner', true],
    ['liberty', 'Liberty', '🗽', '/dashboard/ai-financial-freedom', true],
    ['chime', 'Chime', '🔔', '/dashboard/bill-reminders', true],
    ['finley', 'Finley', '💬', '/dashboard/ai-financial-assistant', false],
    ['harmony', 'Harmony', '🧘', '/dashboard/financial-therapist', true],
    ['luna', 'Luna', '🎵', '/dashboard/music-integration', true],
    ['roundtable', 'Roundtable', '🎙️', '/dashboard/personal-podcast', true],
    ['custodian', 'Custodian', '🛡️', '/dashboard/security-privacy', false],
    ['automa', 'Automa', '⚙️', '/dashboard/smart-automation', true],
  ])('%s is %s %s at %s (active: %s)', (key, name, emoji, route, active) => {
    const p = employeeProfile(key);
    expect(p).toMatchObject({ key, name, emoji, dashboardRoute: route, active });
    expect(employeeName(key)).toBe(name);
    expect(isTeamMemberKey(key)).toBe(true);
  });

  it('lists every team member once, Prime first', () => {
    expect(EMPLOYEES.map((e) => e.key)).toEqual([...TEAM_MEMBER_KEYS]);
    expect(EMPLOYEES[0]!.key).toBe('prime');
    expect(new Set(EMPLOYEES.map((e) => e.name)).size).toBe(EMPLOYEES.length);
    expect(new Set(EMPLOYEES.map((e) => e.dashboardRoute)).size).toBe(EMPLOYEES.length);
  });

  it.each(EMPLOYEES.map((e) => [e.key, e] as const))('%s has a full profile and a learn-more page from the public list', (_key, e) => {
    expect(e.role.length).toBeGreaterThan(5);
    expect(e.description.length).toBeGreaterThan(40);
    expect(e.dashboardRoute).toMatch(/^\/dashboard(\/[a-z-]+)?$/);
    expect(FEATURE_PAGES.has(e.learnMorePath)).toBe(true);
    expect(e.tags.length).toBeGreaterThanOrEqual(4);
    expect(e.name.toLowerCase()).toBe(e.key);
  });

  it('marks as active exactly the employees whose page does real work today', () => {
    expect(ACTIVE_EMPLOYEES.map((e) => e.key)).toEqual([
      'prime',
      'byte',
      'tag',
      'crystal',
      'intelia',
      'ledger',
      'goalie',
      'blitz',
      'liberty',
      'chime',
      'harmony',
      'luna',
      'roundtable',
      'automa',
    ]);
  });

  it('shares no tag between two employees, so a tag points at one of them', () => {
    const owner = new Map<string, TeamMemberKey>();
    for (const e of EMPLOYEES) {
      for (const t of e.tags) {
        const k = phraseStems(t).join(' ');
        expect(owner.get(k) ?? e.key, `tag "${t}"`).toBe(e.key);
        owner.set(k, e.key);
      }
    }
  });

  it('is read-only', () => {
    expect(Object.isFrozen(EMPLOYEES)).toBe(true);
    expect(Object.isFrozen(EMPLOYEES[1])).toBe(true);
    expect(Object.isFrozen(EMPLOYEES[1]!.tags)).toBe(true);
  });

  it('keeps the pipeline employees and their team-room roles', () => {
    expect(PIPELINE_EMPLOYEES.map((e) => [e.key, e.name, e.role])).toEqual([
      ['byte', 'Byte', 'Reads statements and receipts'],
      ['tag', 'Tag', 'Categorizes transactions'],
      ['crystal', 'Crystal', 'Integrates data, spots trends'],
      ['intelia', 'Intelia', 'Insights and import summary'],
    ]);
  });

  it.each([['nobody'], [''], [42], [null], ['constructor'], ['__proto__']])('does not take %j for a team member', (value) => {
    expect(isTeamMemberKey(value)).toBe(false);
  });
});
