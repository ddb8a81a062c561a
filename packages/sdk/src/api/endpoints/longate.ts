import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import { LongateBonusesResponse, LongateOrderResponse, type LongateBonusesRequest, type LongateRequest } from '../schemas/longate';

/**
 * The extension (longate) calls (personal-cabinet §7 "Orders in the cabinet", "Bonuses and other").
 * The plan change is `cabinetOrders.updatePricePlan`, the cancel `cabinetOrders.cancel`, the
 * recall `cabinetOrders.recallRequest`; the payment the payment and SBP machines' calls.
 */
export const longateCalls = {
  /** The longation order to show (an order not in status 1 answers 'order for longation should be in status 1'). */
  showForLongate: defineEndpoint<LongateRequest, LongateOrderResponse>({
    name: 'orders/show-for-longate',
    method: 'POST',
    path: 'orders/show-for-longate',
    response: LongateOrderResponse,
  }),
  /** The client confirms the longation; the order is then paid like any other. */
  longate: defineEffect<LongateRequest, LongateOrderResponse>({
    name: 'orders/longate',
    method: 'POST',
    path: 'orders/longate',
    response: LongateOrderResponse,
    /** Creates the extension. Ours: `replay` (the same key answers with the first extension). */
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  /** The bonuses that burn unless the client extends (burnId_H from the link, optional). */
  bonuses: defineEndpoint<LongateBonusesRequest, LongateBonusesResponse>({
    name: 'finance/longate-bonuses',
    method: 'GET',
    path: 'finance/longate-bonuses',
    response: LongateBonusesResponse,
  }),
} as const;
