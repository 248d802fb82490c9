-- The second factor's other two methods (SPEC sections 3, 4 and 8): a code the tenant's administrator relays,
-- and an offline device answering a challenge (OCRA, RFC 6287).

-- The name PostgreSQL gave 006's inline check; a different one fails here rather than leaving two checks.
alter table app_user drop constraint app_user_second_factor_method_check;
alter table app_user add constraint app_user_second_factor_method_check
  check (second_factor_method in ('otp', 'sms', 'admin', 'offline'));

-- The code last sent to a user on each channel (a new one replaces it): only its digest, valid 5 minutes,
-- used once. Replaces sms_code, which held the SMS channel alone.
create table sent_code (
  user_id text not null references app_user (id),
  channel text not null check (channel in ('sms', 'admin')),
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  primary key (user_id, channel)
);
insert into sent_code (user_id, channel, code_hash, sent_at, expires_at, used_at)
  select user_id, 'sms', code_hash, sent_at, expires_at, used_at from sms_code;
drop table sms_code;

-- The user's offline device: its OCRA key, sealed under SECRETS_KEY like the app's, and the suite it answers;
-- a pending key while a new device is bound (shown again on a reload until its first answer binds it).
create table offline_device (
  user_id text primary key references app_user (id),
  suite text not null,
  bound_key text,
  bound_at timestamptz,
  pending_key text,
  pending_since timestamptz
);

-- The challenge last shown to a user (a new one replaces it): valid 5 minutes, answered once.
create table ocra_challenge (
  user_id text primary key references app_user (id),
  challenge text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
