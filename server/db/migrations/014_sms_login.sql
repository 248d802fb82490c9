-- The SMS code login (adapter system_mobilephonetoken_adapter). Every code, countdown, cap and lock lives here,
-- so any number of server processes on one database agree. A number is one account's in a tenant (011).

-- The login code last sent to a number of a tenant, as accounts store it (a resend replaces it; the one it
-- replaced is kept so that typing it is "expired", not a guess): only its digest, 5 minutes to live, used once.
-- `sent_at` is the number's 60-second resend countdown.
create table sms_login_code (
  enterprise_id text not null references enterprise (id),
  phone_number text not null,
  code_hash text not null,
  previous_hash text,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  primary key (enterprise_id, phone_number)
);

-- Every login code sent, for the daily caps per number and per client address (whatever the tenant).
create table sms_login_code_sent (
  id serial primary key,
  enterprise_id text not null references enterprise (id),
  phone_number text not null,
  client_address text not null,
  sent_at timestamptz not null
);
create index sms_login_code_sent_number on sms_login_code_sent (enterprise_id, phone_number, sent_at);
create index sms_login_code_sent_address on sms_login_code_sent (client_address, sent_at);

-- Wrong login codes per number, counted and locked as the other failure counters are (server/account/
-- failure-lock.repo.ts): `username`, their key column, holds the number as stored.
create table sms_login_failure (
  enterprise_id text not null,
  username text not null,
  failures int not null default 0,
  locked_until timestamptz,
  primary key (enterprise_id, username)
);
