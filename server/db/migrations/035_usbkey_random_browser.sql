-- A USB-key random signs in only the browser it was issued to (issue 48): the digest of that browser's id
-- cookie, which the signature's post must carry too. Randoms issued before have none, and pass no more.
alter table usbkey_random add column browser_id_hash text;
