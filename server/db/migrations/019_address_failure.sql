-- Wrong passwords per client address and tenant (issue 17, password spraying): one address trying many names
-- meets the captcha, then a wait, whatever names it tries. A fixed window per address: the first failure
-- after a window has run out starts the next one. Kept here so every process counts the same failures.
create table address_failure (
  enterprise_id text not null references enterprise (id),
  client_address text not null,
  window_start timestamptz not null,
  failures integer not null,
  primary key (enterprise_id, client_address)
);
create index address_failure_window_idx on address_failure (window_start);
