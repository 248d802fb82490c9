-- What a service provider's application allows at sign-in (application/load_auths, SPEC section 4: the initial
-- adapter of a provider login is the first login type the application allows) and its security level.
alter table application add column app_security_level int not null default 5
  check (app_security_level between 1 and 9);

-- The tenant adapters (by enterprise_auth_id) each application allows, shown in the tenant's order.
create table application_adapter (
  application_id text not null references application (id),
  enterprise_auth_id text not null,
  primary key (application_id, enterprise_auth_id)
);

-- Applications that existed before this table allowed every adapter of their tenant (the client showed the
-- tenant's list): they keep doing so. A fresh database has none here; the seed says what its apps allow.
insert into application_adapter (application_id, enterprise_auth_id)
select a.id, ad.enterprise_auth_id from application a join adapter ad on ad.enterprise_id = a.enterprise_id;
