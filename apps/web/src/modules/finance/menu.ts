import { AccountBookOutlined, BankOutlined, CalendarOutlined, MoneyCollectOutlined } from '@ant-design/icons';
import {
  currencyEndpoints,
  FinancePermissions,
  financialAccountEndpoints,
  financialPeriodEndpoints,
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
    order: 4,
    icon: BankOutlined,
    policy: FinancePermissions.Banks.Default,
  },
]);

export type FinanceMenuKey = MenuKeyOf<typeof financeMenu>;
