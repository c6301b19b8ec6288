// One SVG icon from lucide-react, sized to the surrounding text (1em) and hidden from assistive
// technology: every icon in the app is decorative, the words beside it (or the button's
// aria-label) say what it means. Import each lucide icon by name so the bundle keeps only those.
import type { LucideIcon, LucideProps } from 'lucide-react';

export type IconProps = Omit<LucideProps, 'ref'> & { icon: LucideIcon };

export function Icon({ icon: Glyph, size = '1em', className, style, ...rest }: IconProps) {
  return (
    <Glyph
      size={size}
      aria-hidden="true"
      focusable="false"
      className={className ? `app-icon ${className}` : 'app-icon'}
      style={{ verticalAlign: '-0.125em', flexShrink: 0, ...style }}
      {...rest}
    />
  );
}
