import type { LocalizedText } from './localization.ts';

export interface SettingDefinition {
  name: string;
  displayName: LocalizedText;
  defaultValue: string;
  /** Whether application-configuration sends it to the web app. */
  isVisibleToClients: boolean;
  /** Stored encrypted; never returned in clear. */
  isEncrypted: boolean;
}

function setting(
  name: string,
  displayName: LocalizedText,
  defaultValue: string,
  options: { visible?: boolean; encrypted?: boolean } = {},
): SettingDefinition {
  return {
    name,
    displayName,
    defaultValue,
    isVisibleToClients: options.visible ?? false,
    isEncrypted: options.encrypted ?? false,
  };
}

/** Settings resolved default -> host (global) -> tenant -> user, as in ABP. */
export const settingDefinitions = [
  setting('Abp.Localization.DefaultLanguage', { en: 'Default language', ar: 'اللغة الافتراضية' }, 'en', {
    visible: true,
  }),
  setting('Abp.Timing.TimeZone', { en: 'Time zone', ar: 'المنطقة الزمنية' }, 'UTC', { visible: true }),
  setting('Abp.Account.EnableLocalLogin', { en: 'Local login', ar: 'تسجيل الدخول المحلي' }, 'true', {
    visible: true,
  }),
  setting(
    'Abp.Account.IsSelfRegistrationEnabled',
    { en: 'Self registration', ar: 'التسجيل الذاتي' },
    'false',
    { visible: true },
  ),
  setting(
    'Abp.Mailing.DefaultFromAddress',
    { en: 'Default from address', ar: 'عنوان المرسل' },
    'noreply@hr.local',
  ),
  setting('Abp.Mailing.DefaultFromDisplayName', { en: 'Default from name', ar: 'اسم المرسل' }, 'HR'),
  setting('Abp.Mailing.Smtp.Host', { en: 'SMTP host', ar: 'خادم SMTP' }, '127.0.0.1'),
  setting('Abp.Mailing.Smtp.Port', { en: 'SMTP port', ar: 'منفذ SMTP' }, '25'),
  setting('Abp.Mailing.Smtp.UserName', { en: 'SMTP user name', ar: 'اسم مستخدم SMTP' }, ''),
  setting('Abp.Mailing.Smtp.Password', { en: 'SMTP password', ar: 'كلمة مرور SMTP' }, '', {
    encrypted: true,
  }),
  setting('Abp.Mailing.Smtp.Domain', { en: 'SMTP domain', ar: 'نطاق SMTP' }, ''),
  setting('Abp.Mailing.Smtp.EnableSsl', { en: 'Enable SSL', ar: 'تفعيل SSL' }, 'false'),
  setting(
    'Abp.Mailing.Smtp.UseDefaultCredentials',
    { en: 'Use default credentials', ar: 'استخدام بيانات الاعتماد الافتراضية' },
    'true',
  ),
  setting(
    'HR.Time.AttendanceSyncIntervalMinutes',
    { en: 'Attendance sync every (minutes, 0: off)', ar: 'مزامنة الحضور كل (دقائق، 0: متوقفة)' },
    '15',
  ),
  // A terminal clock further than this from the server's is a warning of the sync (issue 39).
  setting(
    'HR.Time.TerminalClockToleranceMinutes',
    { en: 'Terminal clock tolerance (minutes)', ar: 'الفرق المسموح في ساعة الجهاز (دقائق)' },
    '2',
  ),
  // The tenant's own currency (ISO 4217): exchange rates are against it, payslips are in it. Changed on the
  // currencies page, and only while no exchange rate exists.
  // Account security (issue 40): a second factor for everyone, how long a browser is remembered, and how
  // long the security log is kept.
  setting(
    'Identity.TwoFactor.Required',
    { en: 'Two-factor sign-in required', ar: 'التحقق بخطوتين إلزامي' },
    'false',
  ),
  setting(
    'Identity.TwoFactor.RememberBrowserDays',
    { en: 'Remember a browser for (days)', ar: 'تذكر المتصفح لمدة (أيام)' },
    '30',
  ),
  setting(
    'AuditLogging.SecurityLogs.RetentionDays',
    { en: 'Keep the security log for (days)', ar: 'الاحتفاظ بسجل الأمان لمدة (أيام)' },
    '365',
  ),
  setting('Finance.BaseCurrency', { en: 'Base currency', ar: 'العملة الأساسية' }, 'USD', { visible: true }),
] as const satisfies readonly SettingDefinition[];

export type SettingName = (typeof settingDefinitions)[number]['name'];

type SettingNameTree = { readonly [key: string]: SettingName | SettingNameTree };

export const SettingNames = {
  DefaultLanguage: 'Abp.Localization.DefaultLanguage',
  TimeZone: 'Abp.Timing.TimeZone',
  EnableLocalLogin: 'Abp.Account.EnableLocalLogin',
  IsSelfRegistrationEnabled: 'Abp.Account.IsSelfRegistrationEnabled',
  AttendanceSyncIntervalMinutes: 'HR.Time.AttendanceSyncIntervalMinutes',
  TerminalClockToleranceMinutes: 'HR.Time.TerminalClockToleranceMinutes',
  BaseCurrency: 'Finance.BaseCurrency',
  TwoFactorRequired: 'Identity.TwoFactor.Required',
  RememberBrowserDays: 'Identity.TwoFactor.RememberBrowserDays',
  SecurityLogRetentionDays: 'AuditLogging.SecurityLogs.RetentionDays',
  Mailing: {
    DefaultFromAddress: 'Abp.Mailing.DefaultFromAddress',
    DefaultFromDisplayName: 'Abp.Mailing.DefaultFromDisplayName',
    Smtp: {
      Host: 'Abp.Mailing.Smtp.Host',
      Port: 'Abp.Mailing.Smtp.Port',
      UserName: 'Abp.Mailing.Smtp.UserName',
      Password: 'Abp.Mailing.Smtp.Password',
      Domain: 'Abp.Mailing.Smtp.Domain',
      EnableSsl: 'Abp.Mailing.Smtp.EnableSsl',
      UseDefaultCredentials: 'Abp.Mailing.Smtp.UseDefaultCredentials',
    },
  },
} as const satisfies SettingNameTree;
