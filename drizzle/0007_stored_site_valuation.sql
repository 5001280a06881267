-- Site settings saved by the editor between the free-valuation section's arrival and the
-- reading of older versions with the committed section (lib/server/content/upgrade-stored.ts) carry
-- the section as two empty lists, the schema's default for a version that had none: staff could not
-- have emptied it (the editor has no field for it). Those versions lose the empty section, so they
-- show the committed offer and steps as versions saved before it do.
UPDATE "content_versions"
SET "data" = "data" - 'valuation'
WHERE "document" = 'site' AND "data" -> 'valuation' = '{"offers": [], "steps": []}'::jsonb;
