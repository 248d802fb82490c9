-- Self-registration (SPEC sections 3 and 4) and its approval by an administrator's tool, which calls with an
-- application token (SPEC section 6: ROLE_APPLICATION_API).

-- One row per registration, kept whatever the decision: a rejection deletes the account it created (so the
-- name is free again) but not this record of it.
create table registration (
  id text primary key,
  enterprise_id text not null references enterprise (id),
  user_id text references app_user (id) on delete set null,
  username text not null,
  email text not null,
  phone_number text,
  phone_region text,
  status text not null check (status in ('SUBMITTED', 'APPROVED', 'REJECTED')),
  submitted_at timestamptz not null,
  decided_at timestamptz,
  -- 'auto' (a tenant without approval), else the application or the administrator that decided.
  decided_by text
);
-- A name waits for one decision at a time: its pending account holds the name meanwhile.
create unique index registration_submitted on registration (enterprise_id, lower(username))
  where status = 'SUBMITTED';

-- Client tokens of registration forms already handled: a replayed form is refused in every process.
create table registration_request (
  enterprise_id text not null references enterprise (id),
  client_token text not null,
  created_at timestamptz not null,
  primary key (enterprise_id, client_token)
);

-- Applications' tokens, stored only as their SHA-256 digest; a token answers for its tenant only.
create table api_client (
  id text primary key,
  enterprise_id text not null references enterprise (id),
  name text not null,
  token_hash text not null unique,
  roles text[] not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);

-- Names and e-mail addresses are one account's in a tenant, whatever their case (sign-in matches names
-- case-insensitively); two registrations racing for one name meet here.
create unique index app_user_username_ci on app_user (enterprise_id, lower(username));
create unique index app_user_email_ci on app_user (enterprise_id, lower(email)) where email is not null;
