// Icons that draw without an emoji font: every route names an SVG icon, and an employee's avatar
// falls back to their initials when the browser draws a missing-glyph box for their emoji.
import { describe, expect, it } from 'vitest';
import { EMPLOYEES } from '../../core/employees.ts';
import { MISSING_GLYPH, canDrawEmoji, drawsEmoji, initialsOf, type GlyphRenderer } from '../../web/src/components/icons/emojiSupport.ts';
import { NAV_ICONS } from '../../web/src/components/icons/navIcons.tsx';
import { DASHBOARD_ROUTES, NAV_ICON_KEYS } from '../../core/site/dashboard-nav.ts';

const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B50}\u{2B06}\u{2194}-\u{21FF}\u{FE0F}]/u;

describe('initialsOf', () => {
  it.each([
    ['Prime', 'P'],
    ['tag', 'T'],
    ['  Roundtable ', 'R'],
    ['Morgan Shell', 'MS'],
    ['Anne-Marie de la Cruz', 'AM'],
    ['émile', 'É'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('gives every employee letters, no emoji', () => {
    for (const e of EMPLOYEES) expect(initialsOf(e.name)).toMatch(/^\p{Lu}{1,2}$/u);
  });
});

describe('drawsEmoji', () => {
  const TOFU = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 0]);
  const BLANK = new Uint8ClampedArray(8);
  const COLOUR = new Uint8ClampedArray([250, 200, 0, 255, 0, 0, 0, 0]);
  const MONO = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 255]);
  const renderer =
    (glyphs: Record<string, Uint8ClampedArray | null>): GlyphRenderer =>
    (text) =>
      text === MISSING_GLYPH ? TOFU : (glyphs[text] ?? TOFU);

  it('is true for an emoji drawn in colour or as a plain glyph', () => {
    expect(drawsEmoji('👑', renderer({ '👑': COLOUR }))).toBe(true);
    expect(drawsEmoji('⚡', renderer({ '⚡': MONO }))).toBe(true);
  });

  it('is false when the emoji draws as the missing-glyph box, as nothing, or cannot be drawn at all', () => {
    expect(drawsEmoji('👑', renderer({}))).toBe(false);
    expect(drawsEmoji('👑', renderer({ '👑': BLANK }))).toBe(false);
    expect(drawsEmoji('👑', () => null)).toBe(false);
  });

  it('is false without a canvas (Node): the initials are shown', () => {
    expect(canDrawEmoji('👑')).toBe(false);
  });
});

describe('route icons', () => {
  it('every route names an icon the map draws, and no icon is an emoji', () => {
    for (const r of DASHBOARD_ROUTES) {
      expect(NAV_ICON_KEYS).toContain(r.icon);
      expect(r.icon).not.toMatch(EMOJI);
    }
    for (const key of NAV_ICON_KEYS) expect(NAV_ICONS[key]).toBeTruthy();
  });
});
