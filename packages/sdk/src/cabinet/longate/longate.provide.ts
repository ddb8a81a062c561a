import { cabinetOrders } from '../../api/endpoints/cabinet';
import { orderCancelIntent } from '../../api/effects';
import { longateCalls } from '../../api/endpoints/longate';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { TOASTS } from '../../domain/messages';
import { longatePath } from '../../routing/routes';
import { readPendingCharge } from '../../checkout/payment/payment.pending';
import { lazyChild } from '../../shared/lazy-child';
import { fromCall } from '../../shared/from-call';
import { changePricePlan } from '../../shared/cabinet-calls';
import { LONGATE_TEXTS, longateLogic } from './longate.machine';
import type { LongateMachine } from './longate.machine';

/**
 * Binds the extension flow to the API (`orders/show-for-longate`, `orders/longate`,
 * `orders/update-price-plan`, `orders/cancel`, the profile for the saved card), the payment and
 * SBP machines (flow longate), the navigation and the toasts.
 */
export function provideLongate(deps: MealflowDeps): LongateMachine {
  const { api, ports } = deps;
  // The SBP machine loads when the client pays by SBP: `confirm` awaits it before asking the server.
  const sbp = lazyChild('longate: actor "sbp"', () => import('../../checkout/sbp/sbp.machine').then((module) => module.provideSbp(deps)));
  // The card's payment machine loads with a pending charge's order, else before `orders/longate` is sent.
  const payment = lazyChild('longate: actor "payment"', () =>
    import('../../checkout/payment/payment.provide').then((module) => module.providePayment(deps)),
  );
  return longateLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [shown, client] = await Promise.all([
          api.call(longateCalls.showForLongate, { orderId_H: input.hid }, { signal }),
          // The saved card only: a profile that fails to load leaves the new card and SBP.
          api.call(profileCalls.get, {}, { signal, background: true }).then(
            (r) => r.profile,
            () => undefined,
          ),
        ]);
        const chargePending = readPendingCharge(ports.storage, input.hid, ports.clock.now());
        if (chargePending) await payment.load();
        return { order: shown.order, longatedOrderId: shown.longatedOrderId_H ?? undefined, profile: client, chargePending };
      }),
      changePlan: changePricePlan(api),
      confirm: fromCall(async ({ input, signal }) => {
        await (input.method === 'sbp' ? sbp.load() : payment.load());
        const answer = await sendEffect(deps, {
          endpoint: longateCalls.longate,
          input: { orderId_H: input.hid },
          intent: { scope: `longate:${input.hid}` },
          signal,
        });
        return { order: answer.order, card: input.card };
      }),
      cancel: fromCall(async ({ input, signal }) => {
        await sendEffect(deps, {
          endpoint: cabinetOrders.cancel,
          input: { orderId_H: input.hid },
          intent: orderCancelIntent(input.hid),
          signal,
        });
      }),
      payment: payment.logic,
      sbp: sbp.logic,
    },
    actions: {
      toastPlanChanged: () => ports.notify.success(LONGATE_TEXTS.planChanged),
      toastCancelled: () => ports.notify.success(TOASTS.orderCancelled),
      goToOverview: ({ context }) => ports.navigation.go(longatePath(context.hid)),
      goToIndex: () => ports.navigation.go('/'),
    },
  });
}
