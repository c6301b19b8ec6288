import { useCallback, useState } from 'react';

/** Where the desktop sidebar's state is kept between visits. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

function stored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The desktop sidebar: narrow (68 px) or wide (224 px), remembered in localStorage. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(stored);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!was));
      } catch (err) {
        // storage refused (privacy mode): it holds for this visit only
        console.warn('Could not remember the sidebar width:', err);
      }
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
