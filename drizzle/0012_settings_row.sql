-- The site's settings row (spec section 3 defaults, lib/state/types.ts defaultSettings), which every
-- database needs (getSettingLambda answers from it, the maintenance command updates it). Inserted
-- here rather than by the server when it opens the database; an existing row is kept as it is.
INSERT INTO "settings" ("name", "version", "pickup_id", "display_first_time", "display_last_time", "tel_first_time", "tel_last_time", "maintenance_is_always_display")
VALUES ('commufa-web', '4.0.0', NULL, 10, 18, 10, 19, false)
ON CONFLICT ("name") DO NOTHING;
