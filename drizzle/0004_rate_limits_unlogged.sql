-- Rate-limit counters are written on every mutation and are worth nothing after a crash: an
-- unlogged table writes no WAL, so a counter's update neither waits for a WAL flush nor holds
-- its row lock (the one hot row of each operation's global bucket) through one. Postgres keeps
-- the rows across a clean restart and empties the table only after a crash.
ALTER TABLE "rate_limits" SET UNLOGGED;
