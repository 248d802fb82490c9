-- The one-time SM2 challenges (sm2_key's `code`, server/crypto/sm2-challenge.ts) that a password has been sent
-- under. Issuing one stores nothing; using one records its nonce here, once for every process on the database
-- (the primary key), so a captured ciphertext cannot be sent again. A row is needed only while its challenge
-- could still pass its own expiry check, and is deleted some time after (sm2-challenge.repo.ts).
create table sm2_challenge_used (
  nonce text primary key,
  expires_at timestamptz not null
);
create index sm2_challenge_used_expires on sm2_challenge_used (expires_at);
