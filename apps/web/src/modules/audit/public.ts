// What other modules may use of audit: the History panel of an entity's page.
export { EntityHistory, type EntityHistoryProps } from './components/EntityHistory.tsx';
