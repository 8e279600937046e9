-- The e-mail outbox keeps only the indexes its queries use: the back office's list pages by id
-- (newest first, the primary key), so the index on created_at is dropped. Every stored message
-- and each of the worker's updates of it (claim, mark sent) wrote an entry into it.
DROP INDEX IF EXISTS "mail_outbox_created_at_idx";
