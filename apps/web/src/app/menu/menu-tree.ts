import {
  BankOutlined,
  ControlOutlined,
  DollarOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { FeatureNames } from '@hr/contracts';
import { featureGate } from '../config/policy.ts';
import { homeMenuKey, MenuGroups, type MenuNode } from './menu-node.ts';
import { composeMenu, isModuleMenu } from './module-menu.ts';

export {
  isMenuGroup,
  type MenuGroup,
  type MenuItem,
  type MenuNode,
  selfServiceGroupKey,
} from './menu-node.ts';

const hr = featureGate(FeatureNames.HR.Enable);
const selfService = featureGate(FeatureNames.SelfService.Enable);
const payroll = featureGate(FeatureNames.Payroll.Enable);
const finance = featureGate(FeatureNames.Finance.Enable);

/**
 * The shell's part of the menu (document 1 §2, document 3 §2.10 and §6): the home entry and the top-level
 * groups several modules fill, with the features that sell each area. The entries come from the modules.
 */
export const shellMenu: readonly MenuNode[] = [
  { key: homeMenuKey, label: 'Home', order: 1, icon: HomeOutlined, anonymous: true },
  {
    key: MenuGroups.SelfService,
    label: 'SelfService',
    order: 3,
    icon: SolutionOutlined,
    features: [hr, selfService],
    tenantOnly: true,
    children: [],
  },
  { key: MenuGroups.HR, label: 'HR', order: 4, icon: TeamOutlined, features: [hr], children: [] },
  {
    key: MenuGroups.Settings,
    label: 'Settings',
    order: 5,
    icon: ControlOutlined,
    // Attachment types and extra fields (the extensions module) shape the HR forms, which HR.Enable sells.
    features: [hr],
    children: [],
  },
  {
    key: MenuGroups.Payroll,
    label: 'PayrollManagement',
    order: 6,
    icon: DollarOutlined,
    features: [payroll],
    children: [],
  },
  {
    key: MenuGroups.Finance,
    label: 'Finance',
    order: 7,
    icon: BankOutlined,
    features: [finance],
    children: [],
  },
  {
    key: MenuGroups.Administration,
    label: 'Administration',
    order: 100,
    icon: SafetyCertificateOutlined,
    hideInBreadcrumb: true,
    children: [],
  },
];

/**
 * Every module's `menu.ts` (its `defineMenu(...)`), found by name: a module adds its entries without an
 * edit here. In the order of their folders; the tree's order is the nodes' own.
 */
const menuFiles = import.meta.glob<Record<string, unknown>>('../../modules/*/menu.ts', { eager: true });

export const moduleMenus = Object.keys(menuFiles)
  .sort()
  .map((path) => {
    const menus = Object.values(menuFiles[path] ?? {}).filter(isModuleMenu);
    if (menus.length !== 1) throw new Error(`${path} must export one menu (defineMenu), not ${menus.length}`);
    return menus[0] as (typeof menus)[number];
  });

/**
 * The menu of the product. An entry shows when a module has registered a route for it, the user holds its
 * policy and its features (and its groups') are on; empty groups hide.
 */
export const menuTree: readonly MenuNode[] = composeMenu(shellMenu, moduleMenus);
