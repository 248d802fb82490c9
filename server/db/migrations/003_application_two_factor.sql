-- How each token was obtained (the adapter), reported to an application that asked for a second check.
alter table access_token add column auth_type text;

-- Applications that ask this login for a second check of their users (SPEC section 2, /applicationTwoFactor).
create table two_factor_application (
  id text primary key,
  enterprise_id text not null references enterprise (id),
  name text not null,
  purchase_id text not null unique,
  -- Where the user returns with the signed result.
  login_url text not null,
  -- HMAC key the application verifies the result with.
  secret text not null
);

create table two_factor_application_user (
  application_id text not null references two_factor_application (id),
  user_id text not null references app_user (id),
  primary key (application_id, user_id)
);

-- Each state an application sends is answered once: a replayed one is refused.
create table two_factor_state (
  application_id text not null references two_factor_application (id),
  state text not null,
  answered_at timestamptz not null,
  primary key (application_id, state)
);
