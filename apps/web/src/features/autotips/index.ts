/** What other features may use of auto-tips: the root view's auto-tips modal. */
export { AutoTipsDialog } from './AutoTipsDialog';
