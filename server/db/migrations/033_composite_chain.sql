-- Composite (chained) authentication (issue 15; SPEC 3 composite data, 4 Composite authentication): a tenant's
-- chain for an adapter whose entry has composite_authenticate, its steps in order (the adapter's own login
-- first, login steps before second factors; server/features/composite/chain-plan.ts checks a plan), and each
-- chain under way: its code by digest for one browser and tenant, the plan as it was at its start (a change
-- mid-chain does not reorder it), the cursor the server alone moves, one step at a time, and, once its login
-- steps are exchanged for a token (validated_at), that token's digest while its factor steps are owed.
create table composite_chain (
  enterprise_id text not null,
  enterprise_auth_id text not null,
  plan jsonb not null,
  primary key (enterprise_id, enterprise_auth_id),
  foreign key (enterprise_id, enterprise_auth_id) references adapter (enterprise_id, enterprise_auth_id)
);

create table composite_run (
  code_hash text primary key,
  enterprise_id text not null references enterprise (id),
  enterprise_auth_id text not null,
  browser_hash text not null,
  client_address text not null,
  plan jsonb not null,
  passed int not null default 0 check (passed >= 0),
  user_id text references app_user (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  validated_at timestamptz,
  token_hash text,
  finished_at timestamptz,
  aborted_at timestamptz
);
create index composite_run_expires on composite_run (expires_at);
create index composite_run_address on composite_run (client_address, created_at);
create index composite_run_token on composite_run (token_hash) where token_hash is not null;

-- A plugin trace started as a chain's step: the chain's code by digest, which its check passes on.
alter table third_party_state add column composite_code_hash text;
