import type { ApplicationConfiguration } from '@hr/contracts';
import { canOpen } from '../menu/build-menu.ts';
import { menuTree } from '../menu/menu-tree.ts';
import { homeCards, menuRoutes } from '../modules.ts';

/** The modules' home cards the user may see: those whose page they may open (as the menu decides), in order. */
export function shownHomeCards(config: ApplicationConfiguration) {
  return homeCards.filter((card) => canOpen(menuTree, menuRoutes, card.menu, config));
}
