-- A user without a phone may bind one on the second-factor page (tenant setting allowPhoneBinding): the code
-- goes to the number typed, kept with the code, and typing it back binds that number.
alter table sent_code add column recipient text;
alter table sent_code drop constraint sent_code_channel_check;
alter table sent_code add constraint sent_code_channel_check check (channel in ('sms', 'admin', 'reset', 'phone'));

-- A number is one user's in a tenant: it receives their codes and, later, signs them in by SMS.
create unique index app_user_phone on app_user (enterprise_id, phone_number) where phone_number is not null;
