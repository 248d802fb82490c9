-- The service provider's application a third-party sign-in was started for (login_ with the login context's
-- sp_code and application_key, SPEC 3 IDAAS_SP), checked to be the tenant's then and carried from the state to
-- the pending binding: WeCom's binding query answers it as `applicationUuid` (SPEC 3 "Wechat enterprise bind
-- response"), the server's word that the sign-in goes on to that application.
alter table third_party_state add column application_id text references application (id);
alter table third_party_binding add column application_id text references application (id);
