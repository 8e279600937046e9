-- The audit log stays append-only against TRUNCATE too (row triggers do not fire for it).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Receipt codes: the sequence number (below 2^40) through a keyed permutation (a 4-round Feistel
-- network on two 20-bit halves, each round the first 20 bits of SHA-256 over the secret, the round
-- and the half), written as 8 characters of Crockford base32 and its mod-37 check symbol. A
-- permutation keeps the codes unique; without the secret the next code cannot be guessed.
CREATE OR REPLACE FUNCTION receipt_code(n bigint, secret bytea) RETURNS text AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U';
  l bigint := n >> 20;
  r bigint := n & 1048575;
  t bigint;
  v bigint;
  code text := '';
BEGIN
  IF n < 0 OR n >= 1099511627776 THEN
    RAISE EXCEPTION 'receipt sequence out of range';
  END IF;
  FOR i IN 0..3 LOOP
    t := r;
    r := l # (('x' || substr(encode(sha256(secret || int2send(i::int2) || int8send(r)), 'hex'), 1, 5))::bit(20)::bigint);
    l := t;
  END LOOP;
  v := (l << 20) | r;
  FOR i IN 0..7 LOOP
    code := code || substr(alphabet, ((v >> (35 - 5 * i)) & 31)::int + 1, 1);
  END LOOP;
  RETURN code || substr(alphabet, (v % 37)::int + 1, 1);
END;
$$ LANGUAGE plpgsql IMMUTABLE STRICT;
--> statement-breakpoint
-- The embedded database (PGlite) keeps rate-limit counters in WAL, so budgets survive a server
-- that was stopped without closing it. Postgres keeps the table unlogged (0004: faster hits; a
-- clean restart keeps its rows, only a crash of the database server empties it).
DO $$
BEGIN
  IF version() LIKE '%PGlite%' THEN
    ALTER TABLE rate_limits SET LOGGED;
  END IF;
END;
$$;
