-- DingTalk through OIDC plugins (SPEC 7 getODICDingTalkPluginList): OpenID providers that bridge DingTalk's
-- OAuth, several per tenant (one per DingTalk organisation, say), each signed in through as the second OIDC
-- variant (oidc_code_adapter) with its own registration, secret sealed as a source's, and endpoints (settings).
create table dingtalk_oidc_plugin (
  enterprise_id text not null references enterprise (id),
  id text not null,
  name text not null,
  name_en text,
  logo text,
  position integer not null default 0,
  client_id text not null,
  client_secret_sealed text not null,
  settings jsonb not null default '{}',
  enabled boolean not null default true,
  primary key (enterprise_id, id)
);

-- The plugin an authorisation request was started through (login_?pluginId=), so its callback exchanges the code
-- with that plugin's provider and no other.
alter table third_party_state add column plugin_id text;
