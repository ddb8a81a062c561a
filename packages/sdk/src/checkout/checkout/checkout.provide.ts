import { fromCallback, fromPromise, sendParent } from 'xstate';
import { fromCall } from '../../shared/from-call';
import { sendEffect } from '../../shared/effect';
import { drinksIntent, orderCancelIntent } from '../../api/effects';
import { checkout as calls } from '../../api/endpoints/checkout';
import { funnel as funnelCalls } from '../../api/endpoints/funnel';
import { menu as menuCalls } from '../../api/endpoints/menu';
import type { Order } from '../../api/schemas/order';
import { todayIso } from '../../domain/dates';
import { serviceNow } from '../../shared/service-now';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { MealflowDeps } from '../../deps';
import type { CheckoutMachine } from './checkout.machine';
import { TOASTS } from '../../domain/messages';
import { emailForSave } from '../../domain/validation';
import { buildPath } from '../../routing/match';
import { paymentResultPath } from '../../routing/routes';
import type { AddressReport } from '../address/address.machine';
import { bindAddress } from '../address/address.provide';
import { provideAutoTips } from '../auto-tips/auto-tips.provide';
import { forgetPresetPromocode, presetPromocodeOf } from '../../domain/preset-promocode';
import { readPendingCharge } from '../payment/payment.pending';
import { bindPromocode } from '../promocode/promocode.provide';
import { provideReservationTimer } from '../reservation-timer/reservation-timer.machine';
import { SBP_STORAGE_KEY } from '../sbp/sbp.keys';
import { lazyChild } from '../../shared/lazy-child';
import type { CheckoutLoaded } from './checkout.actions';
import type { LineFacts } from './checkout.view';
import { checkoutLogic } from './checkout.machine';
import { lineQuery } from './checkout.prefetch';
import { closeTarget, newOrderTarget, paymentFlowOf, SAFE_DELIVERY_OPTION_ID } from './checkout.rules';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkout.draft';

/**
 * Binds the checkout to the API client, the navigation and the toasts, and its children to the
 * same deps; each child tells the checkout its news through `sendParent`.
 */
export function provideCheckout(deps: MealflowDeps): CheckoutMachine {
  const { api, ports } = deps;
  // The line's title and dishes as the landing shows them (the menu of the order's product and
  // city); without an answer the spec's title of the code stands (never the code itself).
  const lineOf = (order: Order, signal?: AbortSignal): Promise<LineFacts | undefined> =>
    api
      .call(menuCalls.byBusinessProduct, lineQuery(order), { background: true, ...(signal ? { signal } : {}) })
      .then((r) => {
        const data = r.menuTypesData[order.menu_type];
        return data ? { title: data.title, dishes: data.averageMealsNumber ?? undefined } : undefined;
      })
      .catch(() => undefined);
  const sbp = lazyChild('checkout: actor "sbp"', () => import('../sbp/sbp.machine').then((module) => module.provideSbp(deps)));
  const payment = lazyChild('checkout: actor "payment"', () =>
    import('../payment/payment.provide').then((module) => module.providePayment(deps)),
  );
  const loadAll = async ({ hid }: { hid: string }, signal?: AbortSignal): Promise<CheckoutLoaded> => {
    // One round trip: the order (then its line), the profile (if logged in), drinks and dates in parallel.
    const [[order, line], profile, drinks, dates] = await Promise.all([
      api
        .call(funnelCalls.getOrder, { orderId_H: hid }, { ...(signal ? { signal } : {}) })
        .then(async (r) => [r.order, await lineOf(r.order, signal)] as const),
      api.token() ? api.call(profileCalls.get, {}, { ...(signal ? { signal } : {}) }).then((r) => r.profile) : Promise.resolve(undefined),
      api.call(calls.canAddDrinks, { orderId_H: hid }).catch(() => undefined),
      // A failure is no longer silent (issue 30): the checkout says so, with a retry.
      api
        .call(calls.possibleDates, { orderId_H: hid })
        .then((r): CheckoutLoaded['dates'] | undefined => r.days)
        .catch(() => undefined),
    ]);
    // The leave banner's code, a promotion's activated code and a `#promo` link start the promocode input (order-funnel §4, §9).
    const promoCode = presetPromocodeOf(ports.storage);
    const sbpPending = ports.storage.get(SBP_STORAGE_KEY(hid)) !== undefined;
    const chargePending = readPendingCharge(ports.storage, hid, ports.clock.now());
    // The SBP screens reopen after a reload, and the wait for a charge left pending offers SBP instead:
    // the SBP machine's code first (else it loads in `prepare`, when a payment may open it).
    if (sbpPending || chargePending) await sbp.load();
    // The payment machine's code: awaited when a reload resumes a charge, else loaded in `prepare`
    // (the PAY press), before anything of a payment is sent. Asked for beside the first paint instead,
    // its three chunks made the checkout's 28th script, over HTTP/1.1's six connections (f8d0bb58).
    if (chargePending) await payment.load();
    const draft = readCheckoutDraft(ports.storage, hid);
    // The service's "now" (the test clock when set): today and the cut-offs agree with the server's.
    const nowMs = serviceNow(ports);
    return {
      order,
      line,
      today: todayIso(nowMs),
      nowMs,
      profile,
      drinks,
      dates: dates ?? {},
      datesFailed: dates === undefined,
      ...(draft ? { draft } : {}),
      ...(promoCode ? { promoCode } : {}),
      promoFocus: ports.navigation.current().hash === '#promo',
      sbpPending,
      chargePending,
      vkPayAvailable: ports.vkPay.available !== false,
    };
  };
  const address = bindAddress(deps).provide({
    actions: { report: sendParent((_, report: AddressReport) => ({ type: 'ADDRESS.REPORT' as const, report })) },
  });
  const promocode = bindPromocode(deps).provide({
    actions: {
      emitApplied: sendParent({ type: 'PROMO.APPLIED' as const }),
      emitRemoved: sendParent({ type: 'PROMO.REMOVED' as const }),
    },
  });
  return checkoutLogic.provide({
    actors: {
      address,
      promocode,
      payment: payment.logic,
      sbp: sbp.logic,
      reservationTimer: provideReservationTimer(deps),
      autoTips: provideAutoTips(deps),
      pageLifecycle: fromCallback(({ sendBack }) => ports.pageLifecycle.onRestore(() => sendBack({ type: 'PAGE.RESTORED' }))),
      load: fromCall(({ input, signal }) => loadAll(input, signal)),
      reloadOrder: fromCall(({ input, signal }) => loadAll(input, signal)),
      possibleDates: fromCall(
        async ({ input, signal }) => (await api.call(calls.possibleDates, { orderId_H: input.hid }, { signal })).days,
      ),
      // An effect (issue 36): one key per press of 'add drinks', kept across retries and reloads.
      addDrinks: fromPromise(
        async ({ input }) =>
          (
            await sendEffect(deps, {
              endpoint: calls.addDrinks,
              input: { orderId_H: input.hid, count: input.count },
              intent: { scope: drinksIntent(input.hid, input.count) },
            })
          ).order,
      ),
      dropDrinks: fromPromise(async ({ input }) => (await api.call(calls.dropDrinks, { orderId_H: input.hid })).order),
      updateDate: fromPromise(async ({ input }) => {
        const { date } = input;
        // The first date of a custom order moves through update-first-delivery-date (the server
        // rebuilds the custom menu); other orders through deliveries/update-date.
        if (input.isCustomOrder) {
          const body = {
            orderId_H: input.hid,
            date: date.date,
            session: date.type,
            timeFrom: date.from,
            timeTo: date.to,
            isSingleStep: true,
            isCustomOrder: true,
          };
          return (await api.call(calls.updateFirstDeliveryDate, body)).order;
        }
        const body = {
          order_id_H: input.hid,
          deliveryId_H: input.deliveryId_H,
          date: date.date,
          timeFrom: date.from,
          timeTo: date.to,
          type: date.type,
          ...(date.title ? { title: date.title } : {}),
        };
        return (await api.call(calls.updateDate, body)).order;
      }),
      cancelOrder: fromPromise(async ({ input }) => {
        await sendEffect(deps, { endpoint: calls.cancel, input: { orderId_H: input.hid }, intent: orderCancelIntent(input.hid) });
      }),
      confirmOrder: fromPromise(async ({ input }) => (await api.call(calls.forceConfirm, { orderId_H: input.hid })).order),
      confirmDelivery: fromPromise(
        async ({ input }) => (await api.call(calls.confirmDelivery, { deliveryId_H: input.deliveryId_H })).order,
      ),
      prepare: fromPromise(async ({ input }) => {
        // Before any request: the payment machine's code, and the SBP machine's when this payment may open
        // it (no code, nothing saved or charged).
        await Promise.all([payment.load(), input.sbpOffered ? sbp.load() : undefined]);
        const p = input.profile;
        const body: { first_name?: string; last_name?: string; email?: string } = {};
        if (!p?.first_name && input.firstName.trim()) body.first_name = input.firstName.trim();
        if (!p?.last_name && input.lastName.trim()) body.last_name = input.lastName.trim();
        // E-mail: sent only if valid; an empty one is removed before saving.
        const email = emailForSave(input.email);
        if (email && email !== p?.email) body.email = email;
        const saved = Object.keys(body).length > 0;
        const [profile] = await Promise.all([
          saved ? api.call(profileCalls.set, body).then((r) => r.profile) : Promise.resolve(p),
          // The flat is saved before payment (order-funnel §5).
          input.flat ? api.call(calls.saveFlat, input.flat) : Promise.resolve(undefined),
          input.safeDelivery
            ? api.call(calls.safeDelivery, {
                orderId_H: input.hid,
                optionId_H: SAFE_DELIVERY_OPTION_ID,
                comment: input.safeDelivery.comment,
              })
            : Promise.resolve(undefined),
        ]);
        return { profile, saved, card: input.card };
      }),
    },
    actions: {
      // Only what the visitor changed: an untouched e-mail stays the profile's.
      saveDraft: ({ context }) =>
        writeCheckoutDraft(ports.storage, context.hid, {
          ...(context.touched ? { email: context.email } : {}),
          comment: context.courierComment,
          safeDelivery: context.safeDelivery,
        }),
      goToSuccess: ({ context }) => {
        clearCheckoutDraft(ports.storage, context.hid);
        if (context.order)
          ports.navigation.replace(paymentResultPath(context.hid, paymentFlowOf(context.order, context.profile), 'success'));
      },
      goToIndex: () => ports.navigation.go('/'),
      forgetPresetPromo: () => forgetPresetPromocode(ports.storage),
      goToNewOrder: ({ context }) =>
        ports.navigation.go(
          newOrderTarget(
            context.profile !== undefined,
            context.order?.business_product ?? context.businessProduct,
            context.order?.menu_type,
          ),
        ),
      close: ({ context }) => {
        const target = closeTarget(context.variant, context.hid, context.businessProduct);
        if (target === 'back') ports.navigation.back();
        else ports.navigation.go(target);
      },
      // The same checkout route (any variant) with the recreated order's hid.
      replaceHid: ({ context }) => {
        const here = ports.navigation.current();
        const path = /\/[^/]+$/.test(here.pathname)
          ? `${here.pathname.replace(/[^/]+$/, encodeURIComponent(context.hid))}${here.search}`
          : buildPath('SingleStepOrder', {
              hid: context.hid,
              businessProduct: context.businessProduct === 'standard' ? undefined : context.businessProduct,
            });
        ports.navigation.replace(path);
      },
      toastCancelled: () => ports.notify.success(TOASTS.orderCancelled),
      toastDeliveryConfirmed: () => ports.notify.success(TOASTS.deliveryConfirmed),
      toastTimeChanged: () => ports.notify.success(TOASTS.deliveryTimeChanged),
    },
  });
}
