/** What other features may use of the ratings: the root view's tips modal. */
export { RootTipsDialog } from './RootTipsDialog';
