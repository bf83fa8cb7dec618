import { createKeyStore } from './auth/keys.ts';
import { createTokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createEventBus } from './events.ts';
import { createFeatureService } from './features.service.ts';
import { createMailService } from './mail.ts';
import { createMetrics } from './metrics.ts';
import { type CurrentRoles, type CurrentTenant, createPermissionService } from './permissions.service.ts';
import { createSecretBox, loadSecretsKey } from './secrets.ts';
import { createSettingService } from './settings.service.ts';

export type PlatformConfig = Pick<
  AppConfig,
  'publicUrl' | 'production' | 'secretsKey' | 'dataDir' | 'terminalsOnLoopback'
>;

/**
 * What every module may use: signing keys and tokens, features, settings, mail, the permission checks and
 * the event bus between processes, the metrics (`metrics.ts`). Built once per app.
 */
export function createPlatformServices(
  db: Database,
  config: PlatformConfig,
  deps: { currentRoles: CurrentRoles; currentTenant: CurrentTenant },
) {
  // Secrets at rest: the signing keys, the settings' (the SMTP password) and the modules' own (a terminal's
  // comm key).
  const secrets = createSecretBox(loadSecretsKey(config));
  const keys = createKeyStore(db, secrets);
  const features = createFeatureService(db);
  const settings = createSettingService(db, secrets);
  const metrics = createMetrics();
  return {
    config,
    db,
    keys,
    secrets,
    tokens: createTokenService(keys, { issuer: config.publicUrl }),
    features,
    settings,
    metrics,
    mail: createMailService(settings, metrics),
    permissions: createPermissionService(db, features, deps),
    events: createEventBus(db),
  };
}
export type PlatformServices = ReturnType<typeof createPlatformServices>;
