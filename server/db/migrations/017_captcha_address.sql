-- Who drew a captcha and when: the login page's and the QR login's captchas are capped per client address and
-- window (tenant setting captchasPerAddress), counted here in every process. Session steps' captchas name no
-- address: a session keeps only its newest one per step.
alter table captcha add column client_address text not null default '';
alter table captcha add column created_at timestamptz not null default now();
create index captcha_client_address_idx on captcha (client_address, created_at);
create index captcha_scope_idx on captcha (scope);
