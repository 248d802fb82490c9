-- What a captcha was drawn for: the login page ('login'), or one session's step ('admin-code:<token hash>',
-- 'otp-reset:<token hash>'). It answers only there: a captcha drawn elsewhere, or for another session, does not.
alter table captcha add column scope text not null default 'login';
