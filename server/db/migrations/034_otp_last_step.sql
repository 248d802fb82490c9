-- A user's authenticator codes pass in time order (issue 48): the step of the last code that passed is kept,
-- and a code passes only for a later step, so neither a code seen once nor one of the step before it passes
-- (NIST SP 800-63B 5.1.4.2, RFC 6238 5.2). One row per user: its conditional update is atomic, so two codes
-- at once cannot both pass. It replaces the list of the steps used.
alter table otp_device add column last_step bigint;
update otp_device d set last_step = (select max(u.step) from otp_used_step u where u.user_id = d.user_id);
drop table otp_used_step;
