-- Document renewals (issue 42): the renewals filed before their attachment type was kept take it from their
-- file (an upload of the renewed document's type).
UPDATE "document_renewals" AS r SET "attachment_type_id" = a."attachment_type_id"
  FROM "attachments" AS a
 WHERE a."id" = r."attachment_id" AND a."tenant_id" = r."tenant_id" AND r."attachment_type_id" IS NULL;
