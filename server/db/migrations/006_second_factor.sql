-- The second factor of SPEC sections 3, 4 and 8: an authenticator app (TOTP, RFC 6238) or a code sent by SMS.
-- Every secret, counter, code and pass lives here, so any number of server processes on one database agree.

-- The factor the user uses by default ('otp' or 'sms'); the page offers it first. Null: the app.
alter table app_user add column second_factor_method text check (second_factor_method in ('otp', 'sms'));

-- The user's authenticator app: the bound secret, and the one being bound (shown again on a reload until its
-- first code confirms it). Both sealed with AES-256-GCM under SECRETS_KEY, which is not in the database.
create table otp_device (
  user_id text primary key references app_user (id),
  bound_secret text,
  bound_at timestamptz,
  pending_secret text,
  pending_since timestamptz
);

-- Time steps whose code a user has used: each code passes once (NIST SP 800-63B 5.1.4.2).
create table otp_used_step (
  user_id text not null references app_user (id),
  step bigint not null,
  used_at timestamptz not null,
  primary key (user_id, step)
);

-- The SMS code last sent to a user (a new one replaces it): only its digest, valid 5 minutes, used once.
create table sms_code (
  user_id text primary key references app_user (id),
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Wrong second-factor codes per user, locked like the password (tenant maxFailedAttempts, lockTimeMinutes).
create table second_factor_failure (
  enterprise_id text not null,
  username text not null,
  failures int not null default 0,
  locked_until timestamptz,
  primary key (enterprise_id, username)
);

-- What a passed factor gives the page: a single-use code for this session only, redeemed by save_result.
create table second_factor_pass (
  code_hash text primary key,
  token_hash text not null references access_token (token_hash),
  method text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Every pass and failure, for the tenant's audit.
create table second_factor_event (
  id serial primary key,
  user_id text not null references app_user (id),
  method text not null,
  outcome text not null,
  created_at timestamptz not null
);
create index second_factor_event_user on second_factor_event (user_id, created_at);
