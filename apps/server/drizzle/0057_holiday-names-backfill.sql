-- Holidays' names in English and in Arabic (issue 44, item 5), as 0051 did for the six reference tables. The
-- generated migration renamed `name` to `name_en` and added `name_ar`; here, for the rows that existed before:
-- 1. `name_en` may be empty now (a name in Arabic only).
-- 2. A name written "English - عربي" (the demo's way: a part without Arabic letters, " - " or " – ", a part
--    with Arabic letters, in either order) is split: the Latin part to `name_en`, the Arabic part to `name_ar`.
-- 3. Any other name stays whole in the tenant's default language (Abp.Localization.DefaultLanguage of the
--    tenant, else the host's, else English): `name_ar` when that is Arabic.
-- A row whose new names would break a unique index (two rows that split to the same name on the same dates)
-- keeps its name whole in the default language. Row-level security and the audit triggers are set aside
-- while the rows are rewritten (the migration runs as the table's owner; the next start's hardening forces
-- security again) and put back after. The function is 0051's (a pg_temp function lives for one session).
CREATE FUNCTION pg_temp.split_localized_names(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  en text;
  ar text;
  parts text[];
BEGIN
  EXECUTE format('ALTER TABLE %I ALTER COLUMN name_en DROP NOT NULL', tbl);
  EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', tbl);
  FOR r IN EXECUTE format(
    $q$SELECT t.id, t.name_en AS name, coalesce(
         (SELECT s.value FROM settings s WHERE s.tenant_id = t.tenant_id AND s.provider_name = 'T'
            AND s.name = 'Abp.Localization.DefaultLanguage'),
         (SELECT s.value FROM settings s WHERE s.tenant_id IS NULL AND s.provider_name = 'G'
            AND s.name = 'Abp.Localization.DefaultLanguage'),
         'en') AS language
       FROM %I t WHERE t.name_en IS NOT NULL AND t.name_ar IS NULL$q$, tbl)
  LOOP
    en := NULL;
    ar := NULL;
    parts := regexp_match(r.name, '^(.+?)\s+[-–]\s+(.+)$');
    IF parts IS NOT NULL THEN
      IF parts[1] !~ '[\u0600-\u06FF]' AND parts[2] ~ '[\u0600-\u06FF]' THEN
        en := btrim(parts[1]); ar := btrim(parts[2]);
      ELSIF parts[1] ~ '[\u0600-\u06FF]' AND parts[2] !~ '[\u0600-\u06FF]' THEN
        en := btrim(parts[2]); ar := btrim(parts[1]);
      END IF;
    END IF;
    BEGIN
      IF en IS NOT NULL THEN
        EXECUTE format('UPDATE %I SET name_en = $1, name_ar = $2 WHERE id = $3', tbl) USING en, ar, r.id;
      ELSIF r.language LIKE 'ar%' THEN
        EXECUTE format('UPDATE %I SET name_en = NULL, name_ar = name_en WHERE id = $1', tbl) USING r.id;
      END IF;
    EXCEPTION WHEN unique_violation THEN
      IF r.language LIKE 'ar%' THEN
        BEGIN
          EXECUTE format('UPDATE %I SET name_en = NULL, name_ar = name_en WHERE id = $1', tbl) USING r.id;
        EXCEPTION WHEN unique_violation THEN NULL;
        END;
      END IF;
    END;
  END LOOP;
  EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', tbl);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
END
$$;--> statement-breakpoint
ALTER TABLE settings NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT pg_temp.split_localized_names('holidays');--> statement-breakpoint
ALTER TABLE settings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP FUNCTION pg_temp.split_localized_names(text);
