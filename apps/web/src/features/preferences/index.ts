/** What other features may use of the preferences: the login rule's modal ('Выбрать предпочтения') and the root view's filters panel. */
export { FiltersPanel } from './FiltersPanel';
export { FiltersProposalDialog } from './FiltersProposalDialog';
