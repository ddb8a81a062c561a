import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { IntervalOption } from '../../api/schemas/order';
import { DELIVERY_TEXTS } from '../../domain/cabinet-texts';
import { skipTarget } from './delivery.rules';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SkipDeliveryStateValue } from '../../machine-states';
import type { SkipInput, SkipContext, SkipEvent } from './skip.types';
export type * from './skip.types';

/**
 * Skipping one delivery (issue 31, beyond the spec), the delivery machine's `skip` child: `loading`
 * (`deliveries/possible-dates`) → `asking` with where it moves and what it does to the price
 * (`skipTarget`: after the order's last delivery; the price does not change) or `unavailable`;
 * SKIP.CONFIRM → `saving` (`deliveries/update-date`, the spec's call) → done with the server's order.
 */

type Ids = { hid: string; deliveryId: string };
const reject = (name: string) => () => Promise.reject(new Error(`skip: actor "${name}" is not provided (use provideDelivery)`));

const skipDeliverySetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as SkipInput,
    context: {} as SkipContext,
    events: {} as SkipEvent,
    output: {} as CabinetOrder,
  },
  actors: {
    possibleDates: fromPromise<Record<string, IntervalOption[]>, Ids>(reject('possibleDates')),
    updateDate: fromPromise<CabinetOrder, Ids & { date: string; interval: IntervalOption }>(reject('updateDate')),
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, DELIVERY_TEXTS.skipUnavailable) })),
    setTarget: assign(({ context }, params: { dates: Record<string, IntervalOption[]> }) => ({
      target: skipTarget(params.dates, context.nowMs, context.order, context.deliveryId),
      error: undefined,
    })),
  },
});

/** loading → ready, or failed with RETRY (`shared/loadable.ts`). */
const skipDeliveryLoading = /*#__PURE__*/ loadable(
  skipDeliverySetup,
  {
    src: 'possibleDates',
    input: ({ context }) => ({ hid: context.hid, deliveryId: context.deliveryId }),
    onDone: { target: 'deciding', actions: { type: 'setTarget', params: ({ event }) => ({ dates: event.output }) } },
    onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
  },
  { error: 'failed' },
);

export const skipDeliveryLogic = /*#__PURE__*/ skipDeliverySetup.createMachine({
  id: 'skipDelivery',
  context: ({ input }) => ({ ...input, target: undefined, saved: undefined, error: undefined }),
  initial: 'loading',
  states: {
    ...skipDeliveryLoading,
    deciding: { always: [{ guard: ({ context }) => context.target !== undefined, target: 'asking' }, { target: 'unavailable' }] },
    unavailable: {},
    asking: { tags: ['asking'], on: { 'SKIP.CONFIRM': 'saving' } },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'updateDate',
        input: ({ context }) => ({
          hid: context.hid,
          deliveryId: context.deliveryId,
          date: context.target?.date ?? '',
          interval: context.target?.interval ?? { from: '', to: '' },
        }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ saved: event.output })) },
        onError: { target: 'asking', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.saved ?? context.order,
});

/** The skipDelivery machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SkipDeliveryMachine extends PublicMachine<
  SkipContext,
  SkipEvent,
  SkipDeliveryStateValue,
  { input: SkipInput; output: CabinetOrder }
> {}
export const skipDeliveryMachine: SkipDeliveryMachine = skipDeliveryLogic;
