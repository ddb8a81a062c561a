import { fromCall } from '../../shared/from-call';
import { funnel } from '../../api/endpoints/funnel';
import type { MealflowDeps } from '../../deps';
import { FORGOTTEN_ORDER_DELAY_MIN } from '../../domain/constants';
import { certificateDays, clockActions, funnelLogic, type FunnelMachine } from './funnel.machine';
import { buildCreateOrderRequest, orderOriginId, readAnalyticalData, usesTwoStageCreation } from './funnel.payload';
import { recentOrderForm, saveHandoff, saveRecentOrder } from './funnel.handoff';
import { creationOutcomeUnknown, orderCreationKey } from './funnel.rules';
import { endIntent, storedIntentKey } from '../../api/effects';
import { sendEffect } from '../../shared/effect';
import { serviceNow } from '../../shared/service-now';
import type { CreateOrderInput } from './funnel.types';

/** Binds the funnel to the API client, the captcha, clock, cookies, device and navigation ports. */
export function provideFunnel(deps: MealflowDeps): FunnelMachine {
  const { api, ports } = deps;
  const request = async (input: CreateOrderInput, options: { captcha: boolean }) => {
    const recaptchaToken = input.loggedIn || !options.captcha ? undefined : await ports.captcha.getToken('create-order');
    return buildCreateOrderRequest({
      ...input,
      recaptchaToken,
      analyticalData: readAnalyticalData(ports.cookies, ports.device.host()),
      // The first delivery is tomorrow as the backend sees it (its test clock when set).
      now: serviceNow(ports),
    });
  };
  // The attempt's key, kept in storage per phone and plan until the order is known (made or refused).
  const intentScope = (input: CreateOrderInput) => `order:${input.attemptScope || input.attemptKey}`;
  const keyOf = (input: CreateOrderInput, stage: 'create' | 'complete') =>
    orderCreationKey(storedIntentKey(ports.storage, intentScope(input)), stage);
  const settled = async <T>(input: CreateOrderInput, call: Promise<T>, done: boolean): Promise<T> => {
    try {
      const answer = await call;
      if (done) endIntent(ports.storage, intentScope(input));
      return answer;
    } catch (error) {
      if (!creationOutcomeUnknown(error)) endIntent(ports.storage, intentScope(input));
      throw error;
    }
  };
  return funnelLogic.provide({
    actors: {
      createOrder: fromCall(async ({ input, signal }) => {
        if (input.gift) {
          const recaptchaToken = input.loggedIn ? undefined : await ports.captcha.getToken('create-order');
          const body = {
            phone: input.phone,
            mealDays: certificateDays(input.selection.mealDays),
            cityId: input.cityId,
            order_origin_id: orderOriginId(input.loggedIn, input.placement),
            ...(recaptchaToken ? { recaptchaToken } : {}),
          };
          const { order } = await settled(
            input,
            sendEffect(deps, { endpoint: funnel.certificate, input: body, intent: keyOf(input, 'create'), signal }),
            true,
          );
          return { order, needsCompletion: false };
        }
        const twoStage = usesTwoStageCreation(input.businessProduct, input.selection);
        const body = await request(input, { captcha: true });
        const { order } = await settled(
          input,
          sendEffect(deps, {
            endpoint: twoStage ? funnel.createQuick : funnel.create,
            input: body,
            intent: keyOf(input, 'create'),
            signal,
          }),
          !twoStage,
        );
        return { order, needsCompletion: twoStage };
      }),
      completeOrder: fromCall(async ({ input, signal }) => {
        // The quick stage passed the captcha; the complete stage does not ask again.
        const body = await request(input, { captcha: false });
        const { order } = await settled(
          input,
          sendEffect(deps, {
            endpoint: funnel.createComplete,
            input: { ...body, orderId_H: input.hid },
            intent: keyOf(input, 'complete'),
            signal,
          }),
          true,
        );
        return order;
      }),
      recordForgottenOrder: fromCall(async ({ input }) => {
        try {
          await api.call(funnel.forgotToOrder, { ...input, menuType: input.menuType, delayInMinutes: FORGOTTEN_ORDER_DELAY_MIN });
          ports.analytics.track('forgotten_order_recorded', { cityId: input.cityId, businessProduct: input.businessProduct });
          await api.call(funnel.phoneInputLog, {
            phone: input.phone,
            cityId: input.cityId,
            businessProduct: input.businessProduct,
            event: 'forgotten_order',
          });
        } catch {
          // A lost reminder must never block the visitor.
        }
      }),
    },
    actions: {
      handOff: ({ context }) => {
        const { created, countdownDeadline } = context;
        if (!created) return;
        // The SMS step needs the phone and where to go next, even after a reload; coming back to
        // the landing resumes this order's countdown.
        saveHandoff(ports.storage, created.hid, { phone: created.phone, afterConfirm: created.afterConfirm });
        if (countdownDeadline !== undefined) saveRecentOrder(ports.storage, recentOrderForm(context), { created, countdownDeadline });
        ports.navigation.go(created.target);
      },
      ...clockActions(() => ports.clock.now()),
    },
  });
}
