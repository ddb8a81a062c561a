import { cabinetOrders } from '../../api/endpoints/cabinet';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { menu } from '../../api/endpoints/menu';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { subscribeOrders } from '../../api/endpoints/subscribe';
import { cards } from '../../api/endpoints/settings';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { CUSTOM_ABONEMENT_MEAL_DAYS, ORDER_ORIGIN } from '../../domain/constants';
import type { MealflowDeps } from '../../deps';
import { buildPath } from '../../routing/match';
import { fromCall } from '../../shared/from-call';
import { sendEffect } from '../../shared/effect';
import { subscribeLogic } from './subscribe.machine';
import { customAbonementPromocode, firstDeliveryDay, isSubscriptionKind, planCatalogueOf } from './subscribe.rules';
import type { SubscribeMachine } from './subscribe.machine';
import { serviceNow } from '../../shared/service-now';

/**
 * Where the client goes once the order has its plan: a subscription's fields and payment
 * (AllFields, on a phone MobileAllFields), a one-off pack's cabinet checkout.
 */
export function subscribeNextPath(hid: string, subscription: boolean, smartphone: boolean): string {
  if (!subscription) return buildPath('SingleStepOrderInDashboard', { hid });
  return smartphone ? buildPath('MobileAllFields', { hid }) : buildPath('AllFields', { hid });
}

/**
 * Binds the subscribe machine to the API (menu/full, orders/get, orders/active, client-subscriptions, the subscribe calls) and the navigation.
 * Every call that creates goes through `sendEffect` with one key per intent (issue 36; `api/README.md`).
 */
export function provideSubscribe(deps: MealflowDeps): SubscribeMachine {
  const { api, ports } = deps;
  return subscribeLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const ordered = input.orderId_H
          ? api.call(cabinetOrders.get, { orderId_H: input.orderId_H }, { signal }).then((r) => r.order)
          : Promise.resolve(undefined);
        // A plan for an order: the offers of the order's own product and city (planCatalogueOf).
        const catalogueOf = (order: CabinetOrder | undefined) =>
          api.call(
            menu.byBusinessProduct,
            { ...planCatalogueOf(order, input), ...(input.brand ? { brand: input.brand } : {}) },
            { signal },
          );
        const [catalogue, order, orders, subscriptions, cardList] = await Promise.all([
          ordered.then(catalogueOf),
          ordered,
          input.withOrders ? api.call(cabinetOrders.active, {}, { signal }).then((r) => r.orders) : Promise.resolve([]),
          input.withOrders
            ? api
                .call(clientSubscriptions.list, input.brandId_H ? { brandId_H: input.brandId_H } : {}, { signal })
                .then((r) => r.subscriptions)
            : Promise.resolve([]),
          // The card a subscription from an order is charged to (its confirmation names it); none known: none offered.
          input.withOrders
            ? api.call(cards.list, {}, { signal, background: true }).then(
                (r) => r.cards,
                () => [],
              )
            : Promise.resolve([]),
        ]);
        const { menus, offerConfig, subscriptions: plans, menuTypesData, cityId } = catalogue;
        return { menu: { menus, offerConfig, subscriptions: plans, menuTypesData, cityId }, order, orders, subscriptions, cards: cardList };
      }),
      submit: fromCall(async ({ input, signal }) => {
        if (input.kind === 'custom') {
          const promocode = customAbonementPromocode(input.configKey, input.promocode);
          const body = {
            cityId: input.cityId,
            menuType: input.menuType,
            mealDays: CUSTOM_ABONEMENT_MEAL_DAYS,
            configKey: input.configKey,
            order_origin_id: ORDER_ORIGIN.loggedIn,
            ...(promocode ? { promocode } : {}),
          } as const;
          const scope = `custom-abonement:${[body.cityId, body.menuType, body.configKey, promocode ?? ''].join(':')}`;
          return (await sendEffect(deps, { endpoint: subscribeOrders.createCustomAbonement, input: body, intent: { scope }, signal }))
            .order;
        }
        if (input.kind === 'plan') {
          // The calls take the client's phone (order-funnel §7): the logged-in client's own.
          const phone = (await api.call(profileCalls.get, {}, { signal })).profile.phone ?? '';
          const { subscriptionId_H, cityId } = input;
          if (subscriptionId_H !== undefined) {
            const scope = `subscription-plan:${subscriptionId_H}:${cityId}`;
            return (
              await sendEffect(deps, {
                endpoint: subscribeOrders.subscriptionOrderWithoutTariff,
                input: { subscriptionId_H, phone, cityId },
                intent: { scope },
                signal,
              })
            ).order;
          }
          const scope = `order-plan:${input.businessProduct}:${cityId}`;
          return (
            await sendEffect(deps, {
              endpoint: subscribeOrders.orderWithoutTariff,
              input: { phone, cityId, businessProduct: input.businessProduct },
              intent: { scope },
              signal,
            })
          ).order;
        }
        const { choice, offer } = input;
        const subscriptionId_H = offer.subscriptionId_H ?? input.planId;
        if (input.orderId_H) {
          const body = {
            order_id_H: input.orderId_H,
            menuType: choice.menuType,
            price_plan_id: offer.price_plan_id,
            mealDays: choice.days,
            offerId: offer.id,
            ...(subscriptionId_H ? { subscriptionId_H } : {}),
          };
          return (await api.call(subscribeOrders.updateSubscription, body, { signal })).order;
        }
        const body = {
          cityId: input.cityId,
          menuType: choice.menuType,
          mealDays: choice.days,
          price_plan_id: offer.price_plan_id,
          offerId: offer.id,
          kind: choice.kind,
          deliveryPlanMode: offer.deliveryPlanMode,
          deliveriesStartDate: firstDeliveryDay(offer.deliveryPlanMode, serviceNow(ports)),
          order_origin_id: ORDER_ORIGIN.loggedIn,
          ...(subscriptionId_H ? { subscriptionId_H } : {}),
        };
        // One key per chosen plan (kept across retries and reloads): a lost answer never makes a second order (issue 36).
        const scope = `abonement:${[body.cityId, body.menuType, body.mealDays, body.kind, body.offerId, body.price_plan_id, subscriptionId_H ?? ''].join(':')}`;
        return (await sendEffect(deps, { endpoint: subscribeOrders.abonement, input: body, intent: { scope }, signal })).order;
      }),
      createFromOrder: fromCall(async ({ input, signal }) => {
        const intent = { scope: `subscription:${input.orderId_H}:${input.subscriptionId_H}` };
        const { subscription } = await sendEffect(deps, { endpoint: clientSubscriptions.create, input, intent, signal });
        // The order is now in a subscription: the screens alive beside this one read it again (`shared/cabinet-changes.ts`).
        deps.api.announce({ by: 'subscribe', clientSubscriptionId_H: subscription.clientSubscriptionId_H, orderIds: [input.orderId_H] });
        return subscription;
      }),
    },
    actions: {
      goNext: ({ context }) => {
        const order = context.created;
        if (!order) return;
        const smartphone = ports.device.isSmartphone();
        // An order without a plan yet: its menu line and days are chosen on GetMenuPlan.
        if (context.request.kind === 'plan')
          return ports.navigation.go(buildPath(smartphone ? 'MobileGetMenuPlan' : 'GetMenuPlan', { id: order.id_H }));
        const chosenKind = context.request.kind === 'offer' && context.choice !== undefined && isSubscriptionKind(context.choice.kind);
        ports.navigation.go(subscribeNextPath(order.id_H, order.is_client_subscription || chosenKind, smartphone));
      },
    },
  });
}
