import { type ApplicationConfiguration, SettingNames } from '@hr/contracts';

/** Self-registration is offered when the tenant's settings turn it on and local login is not disabled. */
export function isSelfRegistrationEnabled(config: ApplicationConfiguration): boolean {
  const values = config.setting.values;
  return (
    values[SettingNames.IsSelfRegistrationEnabled]?.toLowerCase() === 'true' &&
    values[SettingNames.EnableLocalLogin]?.toLowerCase() !== 'false'
  );
}
