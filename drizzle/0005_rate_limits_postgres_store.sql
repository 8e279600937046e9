-- Rate limits move from rate-limiter-flexible's drizzle store to its Postgres store
-- (RateLimiterPostgres), which keeps the end of a window as milliseconds since the epoch. The
-- counters of windows still open keep their end, so no budget is reset by the upgrade.
ALTER TABLE "rate_limits" ALTER COLUMN "expire" SET DATA TYPE bigint USING (floor(extract(epoch FROM "expire") * 1000))::bigint;
