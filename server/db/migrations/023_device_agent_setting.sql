-- The tenant's device-ID check was a flag (deviceIdCheck); it is now one of off, collect and require
-- (deviceAgent, server/tenant/tenant-settings.schema.ts), so the page can also read ids without requiring them.
-- A tenant that checked devices requires them; one that did not reads none, as before.
update enterprise
set settings = (settings - 'deviceIdCheck')
  || jsonb_build_object(
    'deviceAgent',
    case when settings -> 'deviceIdCheck' = 'true'::jsonb then 'require' else 'off' end
  )
where settings ? 'deviceIdCheck';
