-- The instance's license (issue 16): one row at most (`instance` is always true), the file as installed and the
-- payload its signature vouched for, replaced by each install. Every request reads it here, never from a
-- process's memory: several server processes share this database, and an install by one is seen by all.
create table license (
  instance boolean primary key default true check (instance),
  file_text text not null,
  payload jsonb not null,
  installed_at timestamptz not null
);
