import type { CabinetOrder, CancelReason } from '../../api/schemas/cabinet';
import type { DrinksInfo } from '../../api/schemas/checkout';
import { ORDER_TEXTS } from '../../domain/cabinet-texts';
import type { Brand } from './order-detail.types';

/** Pure rules of an order's page in the cabinet (personal-cabinet §2.5, §3, §4, §7). */

/** The auto-longation toggle is offered when the order carries its block. */
export const autolongationAvailable = (order: Pick<CabinetOrder, 'autoLongationBlock' | 'is_canceled'> | undefined): boolean =>
  Boolean(order && !order.is_canceled && order.autoLongationBlock);

export const autolongationEnabled = (order: Pick<CabinetOrder, 'autoLongationBlock'> | undefined): boolean =>
  order?.autoLongationBlock?.isAutolongationEnabled === true;

/** Drinks can be added when the server says so (`canAddDrinks`; never for power, cv_light, cv_max). */
export const canAddDrinks = (drinks: DrinksInfo | undefined): boolean => drinks?.canAddDrinks === true;

/** Drinks can be dropped once some are added. */
export const canDropDrinks = (drinks: DrinksInfo | undefined): boolean => (drinks?.alreadyAddedCount ?? 0) > 0;

/** §2.5: the plan change is hidden in the wowfood variant; otherwise offered when there is another plan. */
export const planChangeAvailable = (order: Pick<CabinetOrder, 'pricePlans' | 'is_canceled'> | undefined, brand: Brand): boolean =>
  brand !== 'wowfood' && Boolean(order && !order.is_canceled && order.pricePlans.length > 1);

/** A plan that can be chosen: one of the order's, not the current one. */
export const isOtherPlan = (order: Pick<CabinetOrder, 'pricePlans' | 'price_plan_id'> | undefined, planId: number): boolean =>
  Boolean(order?.pricePlans.some((p) => p.id === planId) && order.price_plan_id !== planId);

/** An order can be cancelled when the server allows it (`can_be_canceled`). */
export const cancelAvailable = (order: Pick<CabinetOrder, 'can_be_canceled' | 'is_canceled'> | undefined): boolean =>
  Boolean(order?.can_be_canceled && !order.is_canceled);

/** A delivery option that can still be added. */
export const optionAddable = (order: Pick<CabinetOrder, 'deliveryOptions'> | undefined, optionId: string): boolean =>
  Boolean(order?.deliveryOptions.some((o) => o.id_H === optionId && !o.added));

/** Why the cancel cannot be sent yet: no reason chosen, or a reason that asks for words without them. */
export function cancelProblem(
  reasons: readonly CancelReason[],
  reasonId: CancelReason['id'] | undefined,
  comment: string,
): string | undefined {
  const reason = reasons.find((r) => r.id === reasonId);
  // not in the spec: the prompt when no reason is chosen is the dialog's title.
  if (!reason) return ORDER_TEXTS.cancelTitle;
  if (reason.withComment && comment.trim() === '') return ORDER_TEXTS.cancelCommentRequired;
  return undefined;
}
