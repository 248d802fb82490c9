-- The LDAP login (adapter/inside/password): a tenant's directory adapter and how to reach and read it. The
-- login searches with the service account, then binds as the person found; the service account's password is
-- sealed like the one-time-password keys (server/crypto/secret-box.ts).
create table tenant_directory (
  enterprise_id text not null references enterprise (id),
  enterprise_auth_id text not null,
  url text not null check (url ~ '^ldaps?://'),
  -- 'none' (ldap://), 'ldaps' (TLS from the start) or 'starttls' (ldap:// upgraded before the first bind).
  security text not null default 'none' check (security in ('none', 'ldaps', 'starttls')),
  -- PEM of the CA the directory's certificate must chain to; null: the system's.
  ca_pem text,
  bind_dn text not null,
  bind_password_sealed text not null,
  base_dn text not null,
  -- `{username}` stands for the name typed, escaped (server/directory/directory-filter.ts).
  user_filter text not null,
  username_attribute text not null,
  mail_attribute text,
  mobile_attribute text,
  display_name_attribute text,
  timeout_ms int not null default 5000 check (timeout_ms between 100 and 60000),
  primary key (enterprise_id, enterprise_auth_id)
);

-- A directory person signs in as a local user made on their first login and found again by their entry's DN.
-- That user has no local password: the directory checks it every time.
alter table app_user alter column password_hash drop not null;
alter table app_user add column directory_dn text;
create unique index app_user_directory_dn on app_user (enterprise_id, directory_dn) where directory_dn is not null;
