import { cabinetOrders } from '../../api/endpoints/cabinet';
import { cardBinding } from '../../api/endpoints/card-binding';
import type { MealflowDeps } from '../../deps';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { sendEffect } from '../../shared/effect';
import { fromCall } from '../../shared/from-call';
import { assistPaymentLogic, type AssistOrder, type AssistPaymentMachine } from './assist-payment.machine';
import { assistReturnUrls, assistUrlAllowed, awaitsPayment } from './assist-payment.rules';

const toAssistOrder = (order: {
  id_H: string;
  deb_price: number;
  city_id?: number | null | undefined;
  number_of_days?: number | null | undefined;
}): AssistOrder => ({
  hid: order.id_H,
  amount: order.deb_price,
  cityId: order.city_id ?? DEFAULT_CITY_ID,
  days: order.number_of_days ?? undefined,
});

/** Binds the page to `orders/get` / `orders/active`, `payments/assist-pay-request` and the navigation port. */
export function provideAssistPayment(deps: MealflowDeps): AssistPaymentMachine {
  const { api, ports } = deps;
  return assistPaymentLogic.provide({
    actors: {
      loadOrder: fromCall(async ({ input, signal }) => {
        if (input.hid) {
          const { order } = await api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal });
          return awaitsPayment(order) ? toAssistOrder(order) : undefined;
        }
        const { orders } = await api.call(cabinetOrders.active, {}, { signal });
        const first = orders.find(awaitsPayment);
        return first ? toAssistOrder(first) : undefined;
      }),
      requestPage: fromCall(async ({ input, signal }) => {
        const answer = await sendEffect(deps, {
          endpoint: cardBinding.assistPayRequest,
          input: { orderId_H: input.hid, ...assistReturnUrls(input.hid) },
          intent: { scope: `assist:${input.hid}` },
          signal,
        });
        return { url: answer.url, method: answer.method, params: answer.params ?? {} };
      }),
    },
    guards: {
      allowed: (_, params) => assistUrlAllowed(params.url, ports.navigation.current().host),
    },
    actions: {
      openPage: (_, page) => {
        if (page.method === 'POST') ports.navigation.submitForm(page.url, page.params, 'POST');
        else ports.navigation.hardRedirect(page.url);
      },
    },
  });
}
