import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import type { MealflowDeps } from '../../deps';
import { changeKind, isCustomizableMenuType } from '../../domain/customization';
import { serviceNow } from '../delivery/delivery.provide';
import { fromCall } from '../shared/from-call';
import { checkoutPathOf } from './customization.rules';
import { customizationMachine } from './customization.machine';
import type { CustomizationMachine } from './customization.types';

/**
 * Binds customisation to the API: `orders/get` (with its open draft) and `orders/{hid}/packs` side by
 * side; to edit a customisable order, `orders/add-custom-menu` (opens the draft, or keeps the open
 * one: a reload goes on with it) beside `customization-info/menu`; the meal commands with their
 * change kind; `orders/accept-draft`, `orders/drop-unaccepted`, `orders/drop`; and the navigation
 * to the checkout.
 */
export function provideCustomization(deps: MealflowDeps): CustomizationMachine {
  const { api, ports } = deps;
  return customizationMachine.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [{ order }, { days }] = await Promise.all([
          api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal }),
          api.call(cabinetOrders.packs, { hid: input.hid }, { signal }),
        ]);
        const nowMs = serviceNow(ports);
        if (!input.edit || !isCustomizableMenuType(order.menu_type) || days.length === 0) return { order, days, dishes: [], nowMs };
        const [{ dishes }] = await Promise.all([
          api.call(rootCalls.customizationMenu, { menuTypeId: Number(order.menu_type_id ?? 0) }, { signal }),
          api.call(rootCalls.addCustomMenu, { orderId_H: input.hid, menuId: Number(order.menu_type_id ?? 0) }, { signal }),
        ]);
        return { order, days, dishes, nowMs };
      }),
      save: fromCall(async ({ input, signal }) => {
        const { hid, change, current } = input;
        const meal = { orderId_H: hid, mealDate: change.mealDate, mealNumber: change.mealNumber };
        const kind = changeKind(current, change);
        const { priceDifference } =
          kind === 'subtraction'
            ? await api.call(rootCalls.removeItemFromCustom, { ...meal, packId: change.packId ?? current?.packId ?? 0, type: kind, count: change.count }, { signal })
            : await api.call(rootCalls.custom, { ...meal, packId: change.packId ?? 0, type: kind, count: change.count }, { signal });
        return { priceDifference };
      }),
      accept: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.acceptDraft, { orderId_H: input.hid }, { signal });
      }),
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
