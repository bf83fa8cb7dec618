import { createElement } from 'react';
import { useAppConfig } from '../config/useAppConfig.ts';
import { shownHomeCards } from './shown-home-cards.ts';

/**
 * The modules' cards on the signed-in user's home page, each only for a user who may open the page it
 * summarises (as the menu decides), in the modules' order. Its own chunk: the welcome box shows without it.
 */
export function HomeCards() {
  const config = useAppConfig();
  const cards = shownHomeCards(config);
  if (!cards.length) return null;
  return (
    <div className="home-cards" data-testid="home-cards">
      {cards.map((card) => createElement(card.Component, { key: card.key }))}
    </div>
  );
}
