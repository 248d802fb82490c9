-- The issuer each link was made under (OIDC `iss`; DingTalk's app key, WeChat's appid, WeCom's corp id, Alipay's
-- app_id: the source's client id): a source pointed at another issuer or app honours none of the links made
-- before, as the same subject there may be someone else. The keys take it in, so the old links do not block
-- the new issuer's (and count again should the source be pointed back).
alter table linked_identity add column issuer text;

-- Links made before: the issuer their source's settings name now (the OIDC ones as configured; a provider
-- whose discovered issuer is spelled otherwise asks its people to bind again).
update linked_identity l set issuer = case l.kind
    when 'aad' then rtrim(s.settings ->> 'authority', '/') || '/' || (s.settings ->> 'tenantId') || '/v2.0'
    when 'oidc_code' then s.settings ->> 'issuer'
    when 'oidc_code_adapter' then s.settings ->> 'issuer'
    else s.client_id
  end
  from third_party_source s
  where s.enterprise_id = l.enterprise_id and s.kind = l.kind;
-- A link whose source is gone is kept for the record, honoured under no issuer.
update linked_identity set issuer = '' where issuer is null;
alter table linked_identity alter column issuer set not null;

alter table linked_identity drop constraint linked_identity_pkey;
alter table linked_identity add primary key (enterprise_id, kind, issuer, subject);
alter table linked_identity drop constraint linked_identity_enterprise_id_kind_user_id_key;
alter table linked_identity add constraint linked_identity_user unique (enterprise_id, kind, issuer, user_id);

-- A pending binding links under the issuer that signed its person in (one pending across this migration links
-- under none: its person binds again).
alter table third_party_binding add column issuer text not null default '';
alter table third_party_binding alter column issuer drop default;
