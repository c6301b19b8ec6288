// The sign-in providers (Google, Apple) this server has configured: none until it says so.
import type { OidcProviderDto, OidcProvidersDto } from '../../../../core/auth/api.ts';
import { api } from '../../api/client.ts';
import { useLoad } from '../../lib/useLoad.ts';

let loaded: Promise<OidcProviderDto[]> | null = null;

/** Fetched once per page load (login and sign-up share it); a failure shows no buttons and is tried again next time. */
function loadProviders(): Promise<OidcProviderDto[]> {
  loaded ??= api<OidcProvidersDto>('/api/auth/providers').then(
    (r) => r.providers,
    (err: unknown) => {
      // the buttons are an extra: the form still signs in without them
      console.warn('Could not load the sign-in providers:', err);
      loaded = null;
      return [];
    },
  );
  return loaded;
}

/** null until the server has answered */
export function useOidcProviders(): OidcProviderDto[] | null {
  return useLoad(loadProviders).data;
}

/** The server route that starts a sign-in with the provider and comes back to `next`. */
export const oidcStartHref = (provider: OidcProviderDto['id'], next: string) => `/api/auth/oidc/${provider}/start?next=${encodeURIComponent(next)}`;
