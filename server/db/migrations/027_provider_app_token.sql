-- An app's own token at a provider (WeCom's corp access_token from gettoken): valid two hours, and the provider
-- asks its clients to keep it rather than fetch one per call (gettoken is rate limited). Kept here, sealed, so
-- every server process shares it; the key is a digest of the app and its secret, so a new secret starts anew.
create table provider_app_token (
  token_key text primary key,
  sealed_token text not null,
  expires_at timestamptz not null
);
