// document.title and the description meta tags for a public page.
import { useEffect } from 'react';

export const SITE_NAME = 'Prime Finance';
export const DEFAULT_DESCRIPTION = 'Prime Finance: your AI finance team, working on your real data.';

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** "Pricing — Prime Finance"; a title that already names the site is used as is. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}

export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const full = pageTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
