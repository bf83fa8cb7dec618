import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { DataDirBusy } from './data-dir-lock.ts';
import { ensureTemplateDir } from './template.ts';

/**
 * `npm run backup [-- FILE]`, `npm run restore -- FILE` (the embedded database of DATA_DIR, issue 45
 * item 5; backup.ts) and `template` (the new data folders' template, made by `npm run build`).
 */
const [command, file] = process.argv.slice(2);

function config(): AppConfig {
  const c = loadConfig();
  if (c.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the database is a PostgreSQL server. Back it up with pg_dump and restore it with pg_restore (README, "Backups").',
    );
  if (c.dataDir.startsWith('memory://'))
    throw new BackupError('DATA_DIR is memory://: nothing is kept to back up.');
  return c;
}

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replaceAll(/[-:]/g, '').replace('T', '-');
}

async function main(): Promise<void> {
  if (command === 'backup') {
    const { dataDir, secretsKey } = config();
    const target = path.resolve(file ?? path.join('backups', `hr-backup-${stamp()}.tar`));
    const manifest = await backupDataDir(dataDir, target);
    console.log(`Backup of ${dataDir} written to ${target} (${manifest.migrations} migrations applied).`);
    if (!manifest.secretsKey)
      console.log(
        secretsKey
          ? 'The secrets key comes from SECRETS_KEY: keep that key with this backup, the restored database needs it.'
          : 'The folder had no secrets key file.',
      );
    else console.log('The file holds the secrets key too: keep it as safe as the key itself.');
    return;
  }
  if (command === 'restore') {
    if (!file) throw new BackupError('Which backup? npm run restore -- FILE');
    const { dataDir } = config();
    const { manifest, previous } = await restoreDataDir(path.resolve(file), dataDir);
    console.log(`Restored ${dataDir} from ${file} (made ${manifest.createdAt}).`);
    if (previous) console.log(`The folder it replaced is kept at ${previous} (remove it once you are sure).`);
    if (!manifest.secretsKey)
      console.log('The backup holds no secrets key: start the server with the SECRETS_KEY it was made with.');
    return;
  }
  if (command === 'template') {
    console.log(`Template of new data folders: ${await ensureTemplateDir({ force: file === '--force' })}`);
    return;
  }
  throw new BackupError('Usage: backup-cli.ts backup [FILE] | restore FILE | template');
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirBusy || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
