import { assign, fromCallback, fromPromise, type EventObject } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { VisitorCityRef } from '../../shared/visitor-city-ref';
import { TESTS_REPROCESS_MS } from '../../domain/constants';
import { resolveConfig } from '../../domain/marketing-config';
import { marketingContextOf } from './marketing.rules';
import type { MarketingConfigContext, MarketingConfigEvent, MarketingConfigInput, MarketingLoaded } from './marketing.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { MarketingConfigStateValue } from '../../machine-states';

/**
 * The marketing configuration (personal-cabinet §1, §3 Marketing config, §4, §7 Marketing):
 * `loading` (the brand's VCP file, the customisation active now, a preview) → `ready`, where the
 * trees are resolved for the visitor. A failure is logged, the defaults (empty trees) are kept and
 * the flow continues (§8: a marketing call failure never blocks a screen). VISITOR.CHANGE is
 * reprocessed 300 ms after the last change (`ready.reprocessing`). Every resolution reports
 * `resolved` through the `report` action (a parent that invokes this machine gets CONFIG.RESOLVED).
 */

export type { MarketingConfigContext, MarketingConfigEvent, MarketingConfigInput } from './marketing.types';

const EMPTY = { global: {}, base: {}, promotion: {}, customization: {}, merged: {} } as const;

export const marketingConfigLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as MarketingConfigContext,
    events: {} as MarketingConfigEvent,
    input: {} as MarketingConfigInput,
  },
  actors: {
    /** Tells the machine each later change of the visitor's city (input `city`, the app's city actor). */
    watchCity: fromCallback<EventObject, { city: VisitorCityRef | undefined }>(({ input, sendBack }) => {
      const { city } = input;
      if (!city) return undefined;
      let told = city.getSnapshot().context.cityId;
      const subscription = city.subscribe((snapshot) => {
        const { cityId } = snapshot.context;
        if (cityId === told) return;
        told = cityId;
        sendBack({ type: 'VISITOR.CHANGE', visitor: { cityId } });
      });
      return () => subscription.unsubscribe();
    }),
    load: fromPromise<MarketingLoaded, { brand: 'main' | 'wowfood'; previewId: number | undefined }>(() =>
      Promise.reject(new Error('marketingConfig: actor "load" is not provided (use provideMarketingConfig)')),
    ),
  },
  delays: { reprocess: TESTS_REPROCESS_MS },
  actions: {
    setLoaded: assign((_, params: { loaded: MarketingLoaded }) => params.loaded),
    resolve: assign(({ context }) => ({ resolved: resolveConfig(context.trees, marketingContextOf(context.visitor)) })),
    mergeVisitor: assign(({ context }, params: { visitor: MarketingConfigEvent['visitor'] }) => ({
      visitor: { ...context.visitor, ...params.visitor },
    })),
    /** Provided: where the resolution goes (a parent's CONFIG.RESOLVED; nothing by default). */
    report: () => undefined,
    /** Provided: logs the failure (the defaults stay). */
    logFailure: (_, _params: { error: unknown }) => undefined,
    /** Provided: keeps the customisation cookie for its lifetime (§4 expireTime). */
    keepCustomizationCookie: () => undefined,
  },
}).createMachine({
  id: 'marketingConfig',
  context: ({ input }) => ({
    brand: input.brand,
    city: input.city,
    visitor: input.visitor,
    requestedPreviewId: input.previewId,
    trees: {},
    activePromoV2: undefined,
    activeCustomizationV2: undefined,
    customizationData: undefined,
    customizationExpireTime: undefined,
    previewId: undefined,
    resolved: EMPTY,
  }),
  initial: 'loading',
  invoke: { src: 'watchCity', input: ({ context }) => ({ city: context.city }) },
  on: { 'VISITOR.CHANGE': { actions: { type: 'mergeVisitor', params: ({ event }) => ({ visitor: event.visitor }) } } },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ brand: context.brand, previewId: context.requestedPreviewId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
            'keepCustomizationCookie',
            'resolve',
            'report',
          ],
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'resolve', 'report'],
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'VISITOR.CHANGE': {
          target: '.reprocessing',
          reenter: true,
          actions: { type: 'mergeVisitor', params: ({ event }) => ({ visitor: event.visitor }) },
        },
      },
      states: {
        idle: {},
        reprocessing: { after: { reprocess: { target: 'idle', actions: ['resolve', 'report'] } } },
      },
    },
  },
});

/** The marketingConfig machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface MarketingConfigMachine extends PublicMachine<
  MarketingConfigContext,
  MarketingConfigEvent,
  MarketingConfigStateValue,
  { input: MarketingConfigInput }
> {}
export const marketingConfigMachine: MarketingConfigMachine = marketingConfigLogic;
