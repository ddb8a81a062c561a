import type { Tip, TipTemplate } from '../../api/schemas/tips';
import type { AutoTipsContext } from './auto-tips.types';

/** The tip a saved template charges (templates carry the amount, not the tip's id). */
export const tipOf = (tips: readonly Tip[], template: TipTemplate | undefined): Tip | undefined =>
  template ? tips.find((t) => t.amount === template.amount) : undefined;

/**
 * Whether the selected tip is the one the backend holds (a template of its amount): a tip whose save
 * failed or was not answered is selected but not saved (walk7), and pressing it again sends it again.
 */
export const savedTipSelected = (context: Pick<AutoTipsContext, 'tips' | 'template' | 'selectedTipId'>): boolean =>
  context.selectedTipId !== undefined && tipOf(context.tips, context.template)?.id === context.selectedTipId;
