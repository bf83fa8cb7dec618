import type { LocalizedText } from './localization.ts';

export type FeatureValueType =
  | { name: 'ToggleStringValueType' }
  | { name: 'FreeTextStringValueType'; validator: { name: 'NUMERIC' | 'STRING'; min?: number; max?: number } }
  | {
      name: 'SelectionStringValueType';
      itemSource: { items: { value: string; displayText: LocalizedText }[] };
    };

export interface FeatureDefinition {
  name: string;
  displayName: LocalizedText;
  description?: LocalizedText;
  defaultValue: string;
  valueType: FeatureValueType;
  /** Whether the web app may read the value (application-configuration). */
  isVisibleToClients: boolean;
  children?: FeatureDefinition[];
}

export interface FeatureGroupDefinition {
  name: string;
  displayName: LocalizedText;
  features: FeatureDefinition[];
}

export function defineFeatureGroup(group: FeatureGroupDefinition): FeatureGroupDefinition {
  return group;
}

export interface FlatFeature extends Omit<FeatureDefinition, 'children'> {
  groupName: string;
  parentName: string | null;
  depth: number;
}

export function flattenFeatureGroups(groups: readonly FeatureGroupDefinition[]): FlatFeature[] {
  const out: FlatFeature[] = [];
  const visit = (groupName: string, f: FeatureDefinition, parent: string | null, depth: number) => {
    const { children, ...rest } = f;
    out.push({ ...rest, groupName, parentName: parent, depth });
    for (const c of children ?? []) visit(groupName, c, f.name, depth + 1);
  };
  for (const g of groups) for (const f of g.features) visit(g.name, f, null, 0);
  return out;
}

const toggle = { name: 'ToggleStringValueType' } as const;

/**
 * What a tenant has bought. Each business area is a feature, so a tenant can be sold HR without payroll
 * or finance; a permission group names the feature that gates it.
 */
export const featureGroups = [
  defineFeatureGroup({
    name: 'SettingManagement',
    displayName: { en: 'Setting management', ar: 'إدارة الإعدادات' },
    features: [
      {
        name: 'SettingManagement.Enable',
        displayName: { en: 'Enable setting management', ar: 'تفعيل إدارة الإعدادات' },
        description: {
          en: 'Enable setting management system in the application.',
          ar: 'تفعيل نظام إدارة الإعدادات في التطبيق.',
        },
        defaultValue: 'true',
        valueType: toggle,
        isVisibleToClients: true,
        children: [
          {
            name: 'SettingManagement.AllowChangingEmailSettings',
            displayName: { en: 'Allow changing e-mail settings', ar: 'السماح بتغيير إعدادات البريد' },
            defaultValue: 'true',
            valueType: toggle,
            isVisibleToClients: true,
          },
        ],
      },
    ],
  }),
  defineFeatureGroup({
    name: 'Modules',
    displayName: { en: 'Business areas', ar: 'مجالات العمل' },
    features: [
      {
        name: 'HR.Enable',
        displayName: { en: 'Human resources', ar: 'الموارد البشرية' },
        description: {
          en: 'Organisation, employees, contracts, attendance, leave, penalties, rewards and custody.',
          ar: 'الهيكل التنظيمي والموظفون والعقود والحضور والإجازات والعقوبات والمكافآت والعهد.',
        },
        defaultValue: 'true',
        valueType: toggle,
        isVisibleToClients: true,
        children: [
          {
            name: 'HR.MaxEmployeeCount',
            displayName: { en: 'Maximum number of employees', ar: 'الحد الأقصى لعدد الموظفين' },
            description: { en: '0 means no limit.', ar: '0 يعني بلا حد.' },
            defaultValue: '0',
            valueType: {
              name: 'FreeTextStringValueType',
              validator: { name: 'NUMERIC', min: 0, max: 1000000 },
            },
            isVisibleToClients: true,
          },
          {
            name: 'SelfService.Enable',
            displayName: { en: 'Employee self-service', ar: 'الخدمة الذاتية للموظفين' },
            defaultValue: 'true',
            valueType: toggle,
            isVisibleToClients: true,
          },
        ],
      },
      {
        name: 'Payroll.Enable',
        displayName: { en: 'Payroll', ar: 'الرواتب' },
        description: {
          en: 'Salary rules, salary structures and payslips.',
          ar: 'قواعد الرواتب وهياكل الرواتب وقسائم الرواتب.',
        },
        defaultValue: 'true',
        valueType: toggle,
        isVisibleToClients: true,
        children: [
          {
            name: 'Payroll.Plan',
            displayName: { en: 'Payroll plan', ar: 'خطة الرواتب' },
            description: {
              en: 'Standard allows fixed amounts and percentages in salary rules; Advanced adds formulas.',
              ar: 'الخطة القياسية تسمح بالمبالغ الثابتة والنسب في قواعد الرواتب؛ والمتقدمة تضيف المعادلات.',
            },
            defaultValue: 'Advanced',
            valueType: {
              name: 'SelectionStringValueType',
              itemSource: {
                items: [
                  { value: 'Standard', displayText: { en: 'Standard', ar: 'قياسية' } },
                  { value: 'Advanced', displayText: { en: 'Advanced (formulas)', ar: 'متقدمة (معادلات)' } },
                ],
              },
            },
            isVisibleToClients: true,
          },
        ],
      },
      {
        name: 'Finance.Enable',
        displayName: { en: 'Finance', ar: 'المالية' },
        description: {
          en: 'Currencies, exchange rates, accounts and fiscal periods.',
          ar: 'العملات وأسعار الصرف والحسابات والفترات المالية.',
        },
        defaultValue: 'true',
        valueType: toggle,
        isVisibleToClients: true,
      },
    ],
  }),
] as const satisfies readonly FeatureGroupDefinition[];

export const allFeatures: readonly FlatFeature[] = flattenFeatureGroups(featureGroups);

export const featureByName: ReadonlyMap<string, FlatFeature> = new Map(allFeatures.map((f) => [f.name, f]));

/** The features other modules check (gates and limits), by name. */
export const FeatureNames = {
  SettingManagement: {
    Enable: 'SettingManagement.Enable',
    AllowChangingEmailSettings: 'SettingManagement.AllowChangingEmailSettings',
  },
  HR: { Enable: 'HR.Enable', MaxEmployeeCount: 'HR.MaxEmployeeCount' },
  SelfService: { Enable: 'SelfService.Enable' },
  Payroll: { Enable: 'Payroll.Enable', Plan: 'Payroll.Plan' },
  Finance: { Enable: 'Finance.Enable' },
} as const;
