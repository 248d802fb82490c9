-- Third-party sign-in (issue 14; authenticate/{adapter}/…): the reference server is the OAuth client of each
-- source. Everything a sign-in carries from one call to the next is here, not in a process, so any server
-- process on the database takes the provider's callback.

-- A tenant's source of a kind (aad, oidc_code, …; at most one each): its registration at the provider, the
-- secret sealed like the directory's search password (server/crypto/secret-box.ts), the connector's settings
-- (issuer or endpoints, base URLs, agent ids), and whether a first login makes a local account.
create table third_party_source (
  enterprise_id text not null references enterprise (id),
  kind text not null,
  client_id text not null,
  client_secret_sealed text not null,
  settings jsonb not null default '{}',
  provision boolean not null default false,
  enabled boolean not null default true,
  primary key (enterprise_id, kind)
);

-- The `state` of each authorisation request, by digest: bound to the tenant, the kind and the browser (its id
-- cookie's digest), with the PKCE verifier and nonce the code exchange needs, spent (used_at) by the first
-- submit_callback that names it, within its 10 minutes.
create table third_party_state (
  state_hash text primary key,
  enterprise_id text not null references enterprise (id),
  kind text not null,
  browser_hash text not null,
  code_verifier text,
  nonce text,
  redirect_uri text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index third_party_state_expires on third_party_state (expires_at);

-- Who signed in at a provider without a linked account, waiting (10 minutes, this browser, once) for the
-- local account's password at /adapterBind; the uuid the page holds is stored by digest.
create table third_party_binding (
  binding_hash text primary key,
  enterprise_id text not null references enterprise (id),
  kind text not null,
  browser_hash text not null,
  subject text not null,
  display_name text not null,
  profile jsonb not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index third_party_binding_expires on third_party_binding (expires_at);

-- An external account linked to a local user: one local user per provider subject, and one subject of a
-- source per local user (SPEC 8: openid bound, username bound).
create table linked_identity (
  enterprise_id text not null references enterprise (id),
  kind text not null,
  subject text not null,
  user_id text not null references app_user (id) on delete cascade,
  linked_at timestamptz not null,
  primary key (enterprise_id, kind, subject),
  unique (enterprise_id, kind, user_id)
);
