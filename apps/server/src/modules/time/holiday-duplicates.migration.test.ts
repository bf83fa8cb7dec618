import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder as migrations, migrationsBefore } from '../../test/migrations-before.ts';

const tag = '0030_holiday-duplicates';
const before = migrationsBefore();

it('removes the exact duplicate holidays stored before the rule, keeping a re-occurring one, else the first entered, then holds the rule', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(tag) });
    // As a server that ran before: FORCE ROW LEVEL SECURITY set (harden.ts), and no tenant in the session.
    await client.exec(`ALTER TABLE holidays FORCE ROW LEVEL SECURITY`);
    const [acme, other] = [crypto.randomUUID(), crypto.randomUUID()];
    const ids = Object.fromEntries(
      ['first', 'again', 'shouting', 'dated', 'yearly', 'otherTenant', 'otherDays', 'otherName', 'demo'].map(
        (k) => [k, crypto.randomUUID()],
      ),
    );
    // The name's column: `name` before the names in two languages (0056), `name_en` after.
    let nameColumn = 'name';
    const insert = (
      id: string,
      tenant: string,
      name: string,
      from: string,
      to: string,
      yearly: boolean,
      at: string,
    ) =>
      client.query(
        `insert into holidays (id, tenant_id, ${nameColumn}, is_re_occurring, "from", "to", creation_time, concurrency_stamp)
         values ($1, $2, $3, $4, $5, $6, $7, 's')`,
        [id, tenant, name, yearly, from, to, at],
      );
    await insert(ids.first!, acme, 'Eid al-Adha', '2026-05-26', '2026-05-29', false, '2026-01-01T10:00:00Z');
    await insert(ids.again!, acme, 'Eid al-Adha', '2026-05-26', '2026-05-29', false, '2026-01-02T10:00:00Z');
    await insert(
      ids.shouting!,
      acme,
      ' EID AL-ADHA ',
      '2026-05-26',
      '2026-05-29',
      false,
      '2025-12-31T10:00:00Z',
    );
    await insert(ids.dated!, acme, 'New year', '2026-01-01', '2026-01-01', false, '2025-01-01T10:00:00Z');
    await insert(ids.yearly!, acme, 'new year', '2026-01-01', '2026-01-01', true, '2026-02-01T10:00:00Z');
    await insert(
      ids.otherTenant!,
      other,
      'Eid al-Adha',
      '2026-05-26',
      '2026-05-29',
      false,
      '2026-01-03T10:00:00Z',
    );
    await insert(
      ids.otherDays!,
      acme,
      'Eid al-Adha',
      '2026-05-27',
      '2026-05-29',
      false,
      '2026-01-03T10:00:00Z',
    );
    await insert(
      ids.otherName!,
      acme,
      'Arafat Day',
      '2026-05-26',
      '2026-05-29',
      false,
      '2026-01-03T10:00:00Z',
    );

    // A demo name written "English - عربي", split by the names' migration (0057).
    await insert(
      ids.demo!,
      acme,
      'Labour Day - عيد العمال',
      '2026-05-01',
      '2026-05-01',
      true,
      '2026-01-03T10:00:00Z',
    );

    await migrate(db, { migrationsFolder: migrations });
    nameColumn = 'name_en';
    const { rows } = await client.query<{ id: string }>('select id from holidays');
    // The first entered of the three Eids (its name as typed), the re-occurring New year, and the rest.
    expect(rows.map((r) => r.id).sort()).toEqual(
      [ids.shouting, ids.yearly, ids.otherTenant, ids.otherDays, ids.otherName, ids.demo].sort(),
    );
    const names = await client.query<{ id: string; name_en: string | null; name_ar: string | null }>(
      'select id, name_en, name_ar from holidays',
    );
    const named = new Map(names.rows.map((r) => [r.id, [r.name_en, r.name_ar]]));
    expect(named.get(ids.demo!)).toEqual(['Labour Day', 'عيد العمال']);
    expect(named.get(ids.otherName!)).toEqual(['Arafat Day', null]);
    const forced = await client.query<{ relforcerowsecurity: boolean }>(
      `select relforcerowsecurity from pg_class where relname = 'holidays'`,
    );
    expect(forced.rows[0]?.relforcerowsecurity).toBe(true);
    // From then on the exact duplicate cannot be stored, whatever writes it.
    await expect(
      insert(
        crypto.randomUUID(),
        acme,
        'eid al-adha',
        '2026-05-26',
        '2026-05-29',
        true,
        '2026-03-01T10:00:00Z',
      ),
    ).rejects.toThrow(/holidays_tenant_name_en_dates/);
  } finally {
    await client.close();
  }
});
