import {
  AccountBookOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  MoneyCollectOutlined,
  TableOutlined,
} from '@ant-design/icons';
import {
  currencyEndpoints,
  FinancePermissions,
  financialAccountEndpoints,
  financialPeriodEndpoints,
  journalEntryEndpoints,
} from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf, policyOf } from '../../app/menu/module-menu.ts';

export const financeMenu = defineMenu([
  {
    parent: MenuGroups.Finance,
    key: 'finance.currency',
    label: 'finance::Menu.Currencies',
    order: 1,
    icon: MoneyCollectOutlined,
    policy: policyOf(currencyEndpoints.list),
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.financial-account',
    label: 'finance::Menu.FinancialAccounts',
    order: 2,
    icon: AccountBookOutlined,
    policy: policyOf(financialAccountEndpoints.list),
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.fiscal-period',
    label: 'finance::Menu.FiscalPeriods',
    order: 3,
    icon: CalendarOutlined,
    policy: policyOf(financialPeriodEndpoints.list),
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.bank',
    label: 'finance::Menu.Banks',
    order: 6,
    icon: BankOutlined,
    policy: FinancePermissions.Banks.Default,
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.journal-entry',
    label: 'finance::Menu.JournalEntries',
    order: 4,
    icon: BookOutlined,
    policy: policyOf(journalEntryEndpoints.list),
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.payroll-postings',
    label: 'finance::Menu.PayrollPostings',
    order: 5,
    icon: TableOutlined,
    policy: policyOf(journalEntryEndpoints.trialBalance),
  },
]);

export type FinanceMenuKey = MenuKeyOf<typeof financeMenu>;
