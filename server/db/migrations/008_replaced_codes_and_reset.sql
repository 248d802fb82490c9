-- A code or challenge replaced by a newer one (a resend, a reload, a second tab) is remembered, so that its
-- right answer is told apart from a guess: "expired", not counted towards the lock.
alter table sent_code add column previous_hash text;
alter table ocra_challenge add column previous_challenge text;

-- Codes sent to reset a lost authenticator app (enduser/portal/resetOtpDevice) share the table.
alter table sent_code drop constraint sent_code_channel_check;
alter table sent_code add constraint sent_code_channel_check check (channel in ('sms', 'admin', 'reset'));

-- A session that proved the user's phone to reset a lost app may bind a new one (for ten minutes), although
-- the phone would otherwise be the factor to pass instead.
create table enrolment_grant (
  token_hash text primary key references access_token (token_hash) on delete cascade,
  expires_at timestamptz not null
);
