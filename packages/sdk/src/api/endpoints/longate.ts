import { defineEffect } from '../effects';
import { call, REPLAY_CREATE } from './declare';
import { LongateBonusesResponse, LongateOrderResponse, type LongateBonusesRequest, type LongateRequest } from '../schemas/longate';

/**
 * The extension (longate) calls (personal-cabinet §7 "Orders in the cabinet", "Bonuses and other").
 * The plan change is `cabinetOrders.updatePricePlan`, the cancel `cabinetOrders.cancel`, the
 * recall `cabinetOrders.recallRequest`; the payment the payment and SBP machines' calls.
 */
export const longateCalls = {
  /** The longation order to show (an order not in status 1 answers 'order for longation should be in status 1'). */
  showForLongate: call<LongateRequest, LongateOrderResponse>('POST orders/show-for-longate', LongateOrderResponse),
  /** The client confirms the longation; the order is then paid like any other. */
  longate: defineEffect<LongateRequest, LongateOrderResponse>({
    name: 'orders/longate',
    method: 'POST',
    path: 'orders/longate',
    response: LongateOrderResponse,
    /** Creates the extension. Ours: `replay` (the same key answers with the first extension). */
    effect: REPLAY_CREATE,
  }),
  /** The bonuses that burn unless the client extends (burnId_H from the link, optional). */
  bonuses: call<LongateBonusesRequest, LongateBonusesResponse>('GET finance/longate-bonuses', LongateBonusesResponse),
} as const;
