import { cabinetOrders } from '../api/endpoints/cabinet';
import type { ApiClient } from '../api/client';
import { fromCall } from './from-call';

/**
 * Cabinet calls that more than one machine makes the same way (issue 32: one home): the order's
 * plan switched (`orders/update-price-plan`) by the order detail and by the extension flow.
 */
export const changePricePlan = (api: ApiClient) =>
  fromCall(
    async ({ input, signal }: { input: { hid: string; planId: number; mealDays: number }; signal: AbortSignal }) =>
      (
        await api.call(
          cabinetOrders.updatePricePlan,
          { order_id_H: input.hid, price_plan_id: input.planId, mealDays: input.mealDays },
          { signal },
        )
      ).order,
  );
