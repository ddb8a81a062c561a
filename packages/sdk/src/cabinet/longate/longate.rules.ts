import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { Profile } from '../../api/schemas/profile';
import { isApiError } from '../../api/errors';
import { LONGATION_STATUS_ERROR } from '../../domain/messages';
import type { LongatePage, LongatePayMethod } from './longate.types';

/**
 * The extension (longate) rules (personal-cabinet §2.1, §4, §8). A longation order is an order of
 * the `longate` business product (wowfood-longate too) that the service prepares to continue an
 * order; the client may confirm, pay, change its plan or cancel it only while it is unformed.
 */
export { isLongationOrder, longateAvailable } from '../../domain/order-status';

/** The server refused the longation: not in status 1 ('order for longation should be in status 1'), or not a longation at all. */
export function isLongationRefusal(error: unknown): boolean {
  if (!isApiError(error) || (error.kind !== 'http' && error.kind !== 'business')) return false;
  return error.messages.includes(LONGATION_STATUS_ERROR) || (error.status === 400 && error.call.includes('longate'));
}

/** Payment methods of a longation: a new card always, the saved card when the profile has one, SBP when the order allows it. */
export function payMethodsOf(
  order: Pick<CabinetOrder, 'canBePaidBySbp'> | undefined,
  profile: Pick<Profile, 'card' | 'recurrentCard'> | undefined,
): LongatePayMethod[] {
  const methods: LongatePayMethod[] = ['creditCard'];
  if (savedCardOf(profile)) methods.push('card');
  if (order?.canBePaidBySbp) methods.push('sbp');
  return methods;
}

export const savedCardOf = (profile: Pick<Profile, 'card' | 'recurrentCard'> | undefined) =>
  profile?.card ?? profile?.recurrentCard ?? undefined;

/** The plan can change to another of the order's plans. */
export const isOtherPlan = (order: Pick<CabinetOrder, 'pricePlans' | 'price_plan_id'> | undefined, planId: number): boolean =>
  Boolean(order?.pricePlans.some((p) => p.id === planId) && order.price_plan_id !== planId);

const PAGES: readonly LongatePage[] = ['overview', 'deliveries', 'change', 'creditcard', 'cancel'];
/** The page of a route's step (`/longate/{hid}` is the overview). */
export const longatePageOf = (step: string | undefined): LongatePage => PAGES.find((p) => p === step) ?? 'overview';

/** The result kinds of the flow's own result pages, by the route's step (the payment result machine's `result`). */
const RESULT_OF_STEP: Readonly<Record<string, 'success' | 'fail' | 'recall'>> = {
  success: 'success',
  fail: 'fail',
  'recall-success': 'recall',
};
/** The result a step shows (success, fail, recall-success), or none: the step is a page of the flow. */
export const longateResultOf = (step: string | undefined): 'success' | 'fail' | 'recall' | undefined =>
  step !== undefined && Object.hasOwn(RESULT_OF_STEP, step) ? RESULT_OF_STEP[step] : undefined;
