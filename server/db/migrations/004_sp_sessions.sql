-- Where a service provider ends its own session; logout lists it for the browser to open (SPEC section 4).
alter table application add column logout_url text;

-- The provider applications each session was handed to, so logout knows whose sessions to end. Kept here, not
-- in a process, so a logout on any server process sees a sign-in made through another.
create table access_token_application (
  token_hash text not null references access_token (token_hash),
  application_id text not null references application (id),
  signed_in_at timestamptz not null,
  primary key (token_hash, application_id)
);
