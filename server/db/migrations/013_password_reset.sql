-- The forgotten-password reset (SPEC sections 3, 4, 7 and 8). Every token, code, countdown and lock lives here,
-- so any number of server processes on one database agree. Rows of a deleted account go with it.

-- A user's secret questions, in the order the user set them; each answer only as a slow salted hash of its
-- normalised text (trimmed, lower case, NFKC), so a database dump holds no answer.
create table secret_question (
  id text primary key,
  user_id text not null references app_user (id) on delete cascade,
  position int not null,
  question text not null,
  answer_hash text not null,
  unique (user_id, position)
);

-- One reset per verify_user: its token only as a SHA-256 digest, 30 minutes to live. `verified_at` is set
-- when a code or the answers proved the account; `ended_at` when it set a password, or another reset of the
-- user did (each ends once).
create table password_reset (
  token_hash text primary key,
  enterprise_id text not null references enterprise (id),
  user_id text not null references app_user (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  verified_at timestamptz,
  verified_by text check (verified_by in ('email', 'phone', 'question')),
  ended_at timestamptz
);
create index password_reset_user on password_reset (user_id) where ended_at is null;
create index password_reset_expiry on password_reset (expires_at);

-- The reset code last sent to a user, by e-mail or SMS (a new one replaces it, the one it replaced is kept so
-- that typing it is "expired", not a guess): only its digest, 10 minutes to live, used once. `sent_at` is the
-- user's 60-second resend countdown, whatever the reset or the way.
create table password_reset_code (
  user_id text primary key references app_user (id) on delete cascade,
  channel text not null check (channel in ('email', 'phone')),
  code_hash text not null,
  previous_hash text,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Every reset code sent, for the cap of ten a day per user.
create table password_reset_code_sent (
  id serial primary key,
  user_id text not null references app_user (id) on delete cascade,
  channel text not null,
  sent_at timestamptz not null
);
create index password_reset_code_sent_user on password_reset_code_sent (user_id, sent_at);

-- Wrong codes ('code', five lock) and wrong answers ('question', three lock) per user, not per reset: a new
-- reset does not start the count again. Locked for the tenant's lock time.
create table password_reset_failure (
  user_id text not null references app_user (id) on delete cascade,
  path text not null check (path in ('code', 'question')),
  failures int not null default 0,
  locked_until timestamptz,
  primary key (user_id, path)
);

-- Client tokens of reset submissions already handled: a replayed form is refused in every process.
create table password_reset_request (
  enterprise_id text not null references enterprise (id),
  client_token text not null,
  created_at timestamptz not null,
  primary key (enterprise_id, client_token)
);
