-- Entity types and extra field types travel as numbers (EntityType: Employee 0, Contract 1; ExtraFieldType
-- in the spec's order, String 0 ... Selection 6); the rows stored with their names are converted. Hand-edited:
-- drizzle-kit writes the type change without the USING clauses.
ALTER TABLE "attachment_types" ALTER COLUMN "entity_type" SET DATA TYPE smallint USING (CASE "entity_type" WHEN 'Employee' THEN 0 WHEN 'Contract' THEN 1 END);--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "entity_type" SET DATA TYPE smallint USING (CASE "entity_type" WHEN 'Employee' THEN 0 WHEN 'Contract' THEN 1 END);--> statement-breakpoint
ALTER TABLE "extra_field_definitions" ALTER COLUMN "entity_type" SET DATA TYPE smallint USING (CASE "entity_type" WHEN 'Employee' THEN 0 WHEN 'Contract' THEN 1 END);--> statement-breakpoint
ALTER TABLE "extra_field_definitions" ALTER COLUMN "field_type" SET DATA TYPE smallint USING (CASE "field_type" WHEN 'String' THEN 0 WHEN 'Int' THEN 1 WHEN 'Decimal' THEN 2 WHEN 'Bool' THEN 3 WHEN 'DateOnly' THEN 4 WHEN 'DateTime' THEN 5 WHEN 'Selection' THEN 6 END);--> statement-breakpoint
ALTER TABLE "extra_field_values" ALTER COLUMN "entity_type" SET DATA TYPE smallint USING (CASE "entity_type" WHEN 'Employee' THEN 0 WHEN 'Contract' THEN 1 END);
