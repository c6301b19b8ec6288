// The sign-in providers (Google, Apple) this server has configured: none until it says so.
import { useEffect, useState } from 'react';
import type { OidcProviderDto, OidcProvidersDto } from '../../../../core/auth/api.ts';
import { api } from '../../api/client.ts';

let loaded: Promise<OidcProviderDto[]> | null = null;

/** Fetched once per page load (login and sign-up share it); a failure shows no buttons and is tried again next time. */
function loadProviders(): Promise<OidcProviderDto[]> {
  loaded ??= api<OidcProvidersDto>('/api/auth/providers').then(
    (r) => r.providers,
    () => {
      loaded = null;
      return [];
    },
  );
  return loaded;
}

/** null until the server has answered */
export function useOidcProviders(): OidcProviderDto[] | null {
  const [providers, setProviders] = useState<OidcProviderDto[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadProviders().then((p) => {
      if (live) setProviders(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** The server route that starts a sign-in with the provider and comes back to `next`. */
export const oidcStartHref = (provider: OidcProviderDto['id'], next: string) => `/api/auth/oidc/${provider}/start?next=${encodeURIComponent(next)}`;
