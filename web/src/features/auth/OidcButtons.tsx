import { oidcStartHref, useOidcProviders } from './useOidcProviders.ts';

/** "Continue with Google" / "Continue with Apple", only for the providers the server has configured. */
export function OidcButtons({ next }: { next: string }) {
  const providers = useOidcProviders();
  if (!providers || providers.length === 0) return null;
  return (
    <div className="form" role="group" aria-label="Sign in with another account" data-testid="oidc-buttons">
      <p className="muted small">or</p>
      {providers.map((p) => (
        // a plain link: the server sends the browser on to the provider
        <a key={p.id} className="btn btn-secondary" href={oidcStartHref(p.id, next)} data-testid={`oidc-${p.id}`}>
          Continue with {p.name}
        </a>
      ))}
    </div>
  );
}
