-- Password login state of SPEC sections 4 and 8. Every counter, lock and token lives here, so any number
-- of server processes on one database agree.
create table app_user (
  id text primary key,
  enterprise_id text not null references enterprise (id),
  username text not null,
  display_name text not null,
  email text,
  phone_number text,
  -- 'scrypt$N$r$p$salt$hash' or 'pbkdf2-sha256$iterations$salt$hash' (base64 salt and hash).
  password_hash text not null,
  login_role int not null default 0,
  -- 'active', 'disabled' or 'pending' (awaiting registration approval).
  status text not null default 'active',
  account_expires_at timestamptz,
  must_change_password boolean not null default false,
  password_expires_at timestamptz,
  -- A risk (UEBA) lock seen after login through user_setting_info, distinct from the failed-attempt lock.
  risk_locked boolean not null default false,
  has_second_factor boolean not null default false,
  unique (enterprise_id, username)
);

-- Failed attempts per (tenant, username), known user or not, so the answers never reveal which names exist.
create table login_failure (
  enterprise_id text not null,
  username text not null,
  failures int not null default 0,
  locked_until timestamptz,
  primary key (enterprise_id, username)
);

create table user_application (
  user_id text not null references app_user (id),
  application_id text not null references application (id),
  primary key (user_id, application_id)
);

create table user_device (
  user_id text not null references app_user (id),
  device_id text not null,
  primary key (user_id, device_id)
);

create table captcha (
  code text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table access_token (
  token_hash text primary key,
  user_id text not null references app_user (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- Set by the second-factor step (later issue); session/save answers 505 until then for 2FA users.
  second_factor_verified_at timestamptz,
  session_saved_at timestamptz
);
create index access_token_user on access_token (user_id);

-- Client tokens of password changes already handled: a replayed form is refused.
create table password_change_request (
  user_id text not null references app_user (id),
  client_token text not null,
  created_at timestamptz not null,
  primary key (user_id, client_token)
);

create table sp_sync_request (
  id serial primary key,
  account_uuids text[] not null,
  applications text[] not null,
  created_at timestamptz not null
);

-- Development outbox: SMS and e-mail messages are written here instead of being sent.
create table dev_outbox (
  id serial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
