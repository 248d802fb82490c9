-- The instance-wide password login (authenticate/global/login; issue 14): a password right in several tenants
-- answers a choice, whose ticket the page redeems for one of them. The ticket is stored by digest, bound to the
-- browser (its id cookie's digest), with the accounts the password matched (enterprise and user ids, in the
-- order the choice lists them) and the form's auto_login; spent (spent_at) by the first redemption that names
-- one of its tenants, within its 5 minutes, and unspent again if that tenant then refuses the grant.
create table tenant_choice (
  ticket_hash text primary key,
  browser_hash text not null,
  accounts jsonb not null,
  auto_login boolean not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  spent_at timestamptz
);
create index tenant_choice_expires on tenant_choice (expires_at);
