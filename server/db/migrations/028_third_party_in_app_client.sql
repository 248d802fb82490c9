-- WeChat's authorisation inside WeChat belongs to an official account (公众号), an app of its own beside the
-- website app, with its own AppID and AppSecret: a source keeps both, the second's secret sealed as the first's.
alter table third_party_source add column in_app_client_id text;
alter table third_party_source add column in_app_client_secret_sealed text;
-- Which of the source's apps a state's code was issued to: the exchange must name that app.
alter table third_party_state add column in_app boolean not null default false;
