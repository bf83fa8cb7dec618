-- Names in English and in Arabic for salary rules, salary structures and extra field definitions (issue 44,
-- item 5), as 0051 did for the first six tables: the generated migration renamed `name` (`field_name` of
-- extra fields) to `name_en` and added `name_ar`; the rows that existed before are split the same way
-- ("English - عربي" into its two parts; any other name whole in the tenant's default language; a split
-- that would break a unique name rule kept whole). Payslip lines are documents and are not rewritten: a
-- line without its two names shows its one name in both languages (payslip.rows.ts).
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
SELECT pg_temp.split_localized_names(t) FROM unnest(ARRAY[
  'extra_field_definitions',
  'salary_rules',
  'salary_structures'
]) AS t;--> statement-breakpoint
ALTER TABLE settings FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP FUNCTION pg_temp.split_localized_names(text);
