-- Tenant (enterprise) data read by the boot calls of SPEC section 7.
create table enterprise (
  id text primary key,
  name text not null,
  name_en text,
  is_default boolean not null default false,
  client_id text not null unique,
  instance_id text not null,
  theme_color text,
  -- 'active' or 'expired' (an expired instance answers ExpiredInstance).
  instance_state text not null default 'active',
  -- CIDR blocks allowed to call the API; empty means any address.
  ip_allowlist text[] not null default '{}',
  idp_name text,
  idp_version text,
  title text,
  title_en text,
  icon text,
  idaas_adapter text,
  idaas_h5_adapter text,
  -- The login page custom config, kept as the JSON string the front end receives.
  login_page_config text,
  -- Tunables (lock time, captcha, policies...), parsed with defaults by tenant-settings.ts.
  settings jsonb not null default '{}'
);
create unique index enterprise_one_default on enterprise (is_default) where is_default;

create table sm2_key (
  enterprise_id text primary key references enterprise (id),
  code text not null,
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);

create table adapter (
  enterprise_id text not null references enterprise (id),
  enterprise_auth_id text not null,
  name text not null,
  display boolean not null,
  client_devices text[] not null,
  composite_authenticate boolean not null default false,
  sort_order int not null,
  primary key (enterprise_id, enterprise_auth_id)
);

create table image (
  name text primary key,
  content_type text not null,
  body bytea not null
);

create table application (
  id text primary key,
  enterprise_id text not null references enterprise (id),
  name text not null,
  sp_code text not null unique,
  application_key text not null unique,
  redirect_url text not null,
  requires_second_factor boolean not null default false
);
