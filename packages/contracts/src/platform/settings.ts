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
  setting(
    'AuditLogging.EntityChanges.RetentionYears',
    { en: 'Keep entity changes (years)', ar: 'مدة الاحتفاظ بتغييرات البيانات (بالسنوات)' },
    '7',
  ),
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
  // The reminders of documents, contracts, probations and custody (documents module): the hour of the
  // tenant's day they go, whether each person gets one e-mail digest a day, and the default thresholds.
  setting('HR.Documents.ReminderHour', { en: 'Reminder hour', ar: 'ساعة التذكير' }, '7'),
  setting('HR.Documents.DigestEnabled', { en: 'Daily e-mail digest', ar: 'ملخص يومي بالبريد' }, 'true'),
  setting(
    'HR.Documents.DefaultThresholds',
    { en: 'Remind days ahead', ar: 'التذكير قبل (أيام)' },
    '60,30,7,0',
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
  // The organisation's salary account, the debtor of its bank transfer files, and its UAE WPS registration
  // (issue 43).
  setting('Finance.CompanyBank.AccountName', { en: 'Salary account name', ar: 'اسم حساب الرواتب' }, ''),
  setting('Finance.CompanyBank.Iban', { en: 'Salary account IBAN', ar: 'آيبان حساب الرواتب' }, ''),
  setting('Finance.CompanyBank.Bic', { en: 'Salary account SWIFT/BIC', ar: 'رمز سويفت حساب الرواتب' }, ''),
  setting(
    'Finance.Wps.EmployerId',
    { en: 'WPS establishment id', ar: 'رقم المنشأة في نظام حماية الأجور' },
    '',
  ),
  setting(
    'Finance.Wps.RoutingCode',
    { en: "WPS routing code of the employer's bank", ar: 'رمز توجيه بنك صاحب العمل' },
    '',
  ),
  // How finely a payroll run's journal entry is split: 'Department' (one line per account and department)
  // or 'Employee' (per account and employee). Issue 43.
  setting(
    'Finance.PayrollJournalDetail',
    { en: 'Payroll journal detail', ar: 'تفصيل قيود الرواتب' },
    'Department',
  ),
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
  Documents: {
    ReminderHour: 'HR.Documents.ReminderHour',
    DigestEnabled: 'HR.Documents.DigestEnabled',
    DefaultThresholds: 'HR.Documents.DefaultThresholds',
  },
  CompanyBank: {
    AccountName: 'Finance.CompanyBank.AccountName',
    Iban: 'Finance.CompanyBank.Iban',
    Bic: 'Finance.CompanyBank.Bic',
    WpsEmployerId: 'Finance.Wps.EmployerId',
    WpsRoutingCode: 'Finance.Wps.RoutingCode',
  },
  PayrollJournalDetail: 'Finance.PayrollJournalDetail',
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
