-- How an application wants its users checked a second time (plugin_application_2factor/getAuthType): by the
-- password, on the login page, or by a one-time code of the user's authenticator app.
alter table two_factor_application add column auth_type text not null default 'password'
  check (auth_type in ('password', 'otp'));

-- A token a one-time code alone obtained for an application's check: it answers that application and may log
-- out, nothing else (a code is not a login).
alter table access_token add column application_check boolean not null default false;
