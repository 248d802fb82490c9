-- Plugin login sources (issue 15; SPEC 7 Plugin): a tenant's external login services that speak the plugin
-- contract (README "Plugin login sources"), each named by the tenant (`enterprise_auth_id`, its adapter in
-- load_auths). A source's registration at its plugin: the login page the browser goes to, the token endpoint
-- the server exchanges codes at, its client id and secret (sealed like the third-party sources' secrets,
-- server/crypto/secret-box.ts); what a person no account is linked to gets: bound to the one local account
-- whose mail or phone is theirs (`auto_bind`, null for none), an account made for them (`auto_create`), which
-- first needs the fields of `complement_fields` the plugin did not give.
--
-- A sign-in's trace is a row of third_party_state, a trace waiting for its binding or its fields a row of
-- third_party_binding, and a link a row of linked_identity, all of kind `plugin:{enterprise_auth_id}`: the
-- same single use, browser binding and expiry as the third-party sources' states and bindings.
create table plugin_source (
  enterprise_id text not null references enterprise (id),
  enterprise_auth_id text not null,
  name text not null,
  login_url text not null,
  token_url text not null,
  client_id text not null,
  client_secret_sealed text not null,
  auto_bind text check (auto_bind in ('email', 'phone')),
  auto_create boolean not null default false,
  complement_fields text[] not null default '{}',
  enabled boolean not null default true,
  primary key (enterprise_id, enterprise_auth_id)
);
