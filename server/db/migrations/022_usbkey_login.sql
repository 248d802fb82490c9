-- The USB-key certificate login (adapter system_bjcacert_adapter, GET and POST bjcacert/login). A tenant offers
-- it once it has a row in usbkey_trust: the CA its users' certificates must be issued by, and the certificate the
-- server shows (the local agent checks it against the same CA before it signs). Both PEM.
create table usbkey_trust (
  enterprise_id text primary key references enterprise (id),
  ca_pem text not null,
  server_cert_pem text not null
);

-- The randoms GET bjcacert/login issued, by digest: each is claimed once (used_at) by a POST of its tenant within
-- its 5 minutes. Kept here, not in a process, so any server process on the database takes the POST.
create table usbkey_random (
  random_hash text primary key,
  enterprise_id text not null references enterprise (id),
  client_address text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
-- The cap on randoms per client address, and the clean-up of old ones.
create index usbkey_random_address on usbkey_random (client_address, created_at);
create index usbkey_random_expires on usbkey_random (expires_at);
