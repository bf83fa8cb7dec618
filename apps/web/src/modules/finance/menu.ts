import {
  AccountBookOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  MoneyCollectOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { FinancePermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

export const financeMenu = defineMenu([
  {
    parent: MenuGroups.Finance,
    key: 'finance.currency',
    label: 'finance::Menu.Currencies',
    order: 1,
    icon: MoneyCollectOutlined,
    policy: FinancePermissions.Currencies.Default,
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.financial-account',
    label: 'finance::Menu.FinancialAccounts',
    order: 2,
    icon: AccountBookOutlined,
    policy: FinancePermissions.Accounts.Default,
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.fiscal-period',
    label: 'finance::Menu.FiscalPeriods',
    order: 3,
    icon: CalendarOutlined,
    policy: FinancePermissions.FinancialPeriods.Default,
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
    policy: FinancePermissions.JournalEntries.Default,
  },
  {
    parent: MenuGroups.Finance,
    key: 'finance.payroll-postings',
    label: 'finance::Menu.PayrollPostings',
    order: 5,
    icon: TableOutlined,
    policy: FinancePermissions.JournalEntries.Default,
  },
]);

export type FinanceMenuKey = MenuKeyOf<typeof financeMenu>;
