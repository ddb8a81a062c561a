import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { COOKIES } from '../../api/protocol';
import type { MealflowDeps } from '../../deps';
import { changeKind, isCustomizableMenuType } from '../../domain/customization';
import { serviceNow } from '../../shared/service-now';
import { lazyChild } from '../../shared/lazy-child';
import { loadMarks } from '../preferences/prefs-calls';
import { fromCall } from '../../shared/from-call';
import { checkoutPathOf } from './customization.rules';
import { customizationLogic } from './customization.machine';
import type { CustomizationMachine } from './customization.machine';

/**
 * Binds customisation to the API: `orders/get` (with its open draft) and `orders/{hid}/packs` side by
 * side; to edit a customisable order, `orders/add-custom-menu` (opens the draft, or keeps the open
 * one: a reload goes on with it) beside `customization-info/menu`; the meal commands with their
 * change kind; `orders/accept-draft`, `orders/drop-unaccepted`, `orders/drop`; and the navigation
 * to the checkout.
 */
export function provideCustomization(deps: MealflowDeps): CustomizationMachine {
  const { api, ports } = deps;
  // The surcharge stays on the packs page: no result route (3-D Secure still returns through the order's payment result).
  const payment = lazyChild('customization: actor "payment"', () =>
    import('../../checkout/payment/payment.provide').then((module) =>
      module.providePayment(deps).provide({ actions: { goToResult: () => undefined } }),
    ),
  );
  return customizationLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [{ order }, { days }] = await Promise.all([
          api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal }),
          api.call(cabinetOrders.packs, { hid: input.hid }, { signal }),
        ]);
        const nowMs = serviceNow(ports);
        if (!input.edit || !isCustomizableMenuType(order.menu_type) || days.length === 0) return { order, days, dishes: [], nowMs };
        const visitor = !ports.cookies.get(COOKIES.clientToken);
        const [{ dishes }, , marks, client] = await Promise.all([
          api.call(rootCalls.customizationMenu, { menuTypeId: Number(order.menu_type_id ?? 0) }, { signal }),
          api.call(rootCalls.addCustomMenu, { orderId_H: input.hid, menuId: Number(order.menu_type_id ?? 0) }, { signal }),
          // The stop-list's dishes are not offered; marks that fail to load leave every dish (background: no toast).
          loadMarks(deps, visitor, signal, true).catch(() => []),
          // In the cabinet the saved card pays a surcharge; a profile that fails to load leaves a new card.
          input.inCabinet && !visitor
            ? api.call(profileCalls.get, {}, { signal, background: true }).then(
                (r) => r.profile,
                () => undefined,
              )
            : undefined,
        ]);
        return { order, days, dishes, nowMs, stopList: marks.filter((m) => !m.isFavorite).map((m) => m.packId), profile: client };
      }),
      save: fromCall(async ({ input, signal }) => {
        const { hid, change, current } = input;
        const meal = { orderId_H: hid, mealDate: change.mealDate, mealNumber: change.mealNumber };
        const kind = changeKind(current, change);
        const { priceDifference } =
          kind === 'subtraction'
            ? await api.call(
                rootCalls.removeItemFromCustom,
                { ...meal, packId: change.packId ?? current?.packId ?? 0, type: kind, count: change.count },
                { signal },
              )
            : await api.call(rootCalls.custom, { ...meal, packId: change.packId ?? 0, type: kind, count: change.count }, { signal });
        return { priceDifference };
      }),
      accept: fromCall(async ({ input, signal }) => {
        // The surcharge's payment machine loads before the draft is accepted (nothing asked if it cannot).
        if (input.inCabinet) await payment.load();
        await api.call(rootCalls.acceptDraft, { orderId_H: input.hid }, { signal });
        if (!input.inCabinet) return { surcharge: 0 };
        // What accepting left to pay (the difference is added to the order's deb_price).
        const { order } = await api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal });
        return { surcharge: order.deb_price };
      }),
      payment: payment.logic,
      reset: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.dropUnaccepted, { orderId_H: input.hid }, { signal });
      }),
      restore: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.dropDraft, { orderId_H: input.hid }, { signal });
      }),
    },
    actions: {
      goToCheckout: ({ context }) => ports.navigation.go(checkoutPathOf(context.variant, context.hid ?? '')),
    },
  });
}
