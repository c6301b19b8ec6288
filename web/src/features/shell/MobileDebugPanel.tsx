// ?debugMobile=1: how the layout was chosen, for whoever is checking a phone.
import { useEffect, useState } from 'react';
import type { LayoutState } from './useLayoutMode.ts';

function viewport(): string {
  return `${window.innerWidth} × ${window.innerHeight}`;
}

export function MobileDebugPanel({ layout }: { layout: LayoutState }) {
  const [size, setSize] = useState(viewport);
  useEffect(() => {
    const onResize = () => setSize(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const rows: [string, string][] = [
    ['layout', layout.mode],
    ['why', layout.reason],
    ['viewport', size],
    ['narrow (< 768 px)', layout.input.narrow ? 'yes' : 'no'],
    ['mobile user agent', layout.input.mobileAgent ? 'yes' : 'no'],
    ['forced', layout.input.forced ?? 'no'],
    ['path', layout.input.pathname],
    ['touch points', String(navigator.maxTouchPoints)],
  ];
  return (
    <aside className="debug-panel" aria-label="Layout debug" data-testid="mobile-debug">
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
