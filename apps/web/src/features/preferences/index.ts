/** What other features may use of the preferences: the login rule's modal ('Выбрать предпочтения'). */
export { FiltersProposalDialog } from './FiltersProposalDialog';
