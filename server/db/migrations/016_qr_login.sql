-- The QR scan login (adapter system_scancode_adapter). A browser asks for a code, shows it as a QR code and asks
-- for its state; a phone signed in to the same tenant scans it, sees which browser asks, and confirms or rejects;
-- the browser that asked, and only it, then takes a token once. Everything lives here, so any number of server
-- processes on one database agree.
--
-- Only digests are stored: of the code (32 random bytes, 2 minutes to live) and of the id the browser keeps in
-- its IDAAS_QR cookie, which ties the code to that browser.
create table qr_login_code (
  code_hash text primary key,
  enterprise_id text not null references enterprise (id),
  browser_hash text not null,
  -- Where the code was asked for: a computer's browser or a phone's (adapter/inside/mobile/qr_code).
  client_kind text not null check (client_kind in ('PC_BROWSER', 'MOBILE_H5')),
  -- What the phone shows before Confirm: the asking browser's User-Agent (truncated) and address.
  user_agent text not null,
  client_address text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- pending → scanned (the phone read it) → confirmed or rejected; used_at once a token was taken.
  status text not null default 'pending' check (status in ('pending', 'scanned', 'confirmed', 'rejected')),
  -- The account that decided on the phone: a confirmed code signs it in.
  user_id text references app_user (id) on delete cascade,
  scanned_at timestamptz,
  decided_at timestamptz,
  used_at timestamptz
);
-- The cap on codes per client address, and the clean-up of old codes.
create index qr_login_code_address on qr_login_code (client_address, created_at);
create index qr_login_code_expires on qr_login_code (expires_at);
