-- A sign-in ends the tokens issued before it to the same browser (issue 17): the page keeps one token, so the
-- one it replaced must not stay valid. Each token keeps the digest of the id its browser's cookie carried
-- (IDAAS_BROWSER, server/http/browser-id.ts), never the id. Null for a token issued without one, which ends
-- nothing and is ended by nothing: tokens from before this migration, an application's one-time-code check.
alter table access_token add column browser_hash text;
-- The live tokens of a browser, found at every sign-in.
create index access_token_browser on access_token (browser_hash) where revoked_at is null;
