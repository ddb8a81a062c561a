import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { createMemoryPorts } from '../ports/memory';
import { entries, invariantsOnGraphPaths, invariantsOnRandomPaths, type PathStep } from '../testing/invariants';
import { actorDone as done, actorFailed as failed, modelOrder, modelProfile as profile } from '../testing/model-fixtures';
import { checkoutCanPay, checkoutView } from './checkout/checkout.connect';
import { checkoutMachine } from './checkout/checkout.machine';
import { paymentView } from './payment/payment.connect';
import { paymentMachine } from './payment/payment.machine';
import { provideReservationTimer, type ReservationTimerContext } from './reservation-timer/reservation-timer.machine';
import { reservationTimerView } from './reservation-timer/reservation-timer.connect';
import type { MealflowDeps } from '../deps';

/**
 * Issue 34: invariants on generated paths (testing/invariants.ts), beside the model tests' "every
 * state is reachable": along every shortest and simple path @xstate/graph generates, and along
 * random event sequences fast-check generates, the money rules hold at every step.
 */

describe('payment machine: never two charges', () => {
  const card = { read: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' }) };
  const checked = (paid: boolean, processing: boolean) => ({ paid, processing });
  const events: EventObject[] = [
    { type: 'PAY', card } as EventObject,
    done('createPayment', { payment: 'p', publicId: 'pk' }),
    failed('createPayment'),
    { type: 'CARD.ENCRYPTED', cryptogram: 'c', bin: '424242', last4: '4242', cardholder: 'A' } as EventObject,
    { type: 'CARD.FAILED' },
    done('checkPromo', { compatible: true, message: undefined }),
    done('checkPromo', { compatible: false, message: 'm' }),
    done('charge', { kind: 'done' }),
    done('charge', { kind: '3ds', actionUrl: 'https://acs', method: 'POST', params: {} }),
    failed('charge'),
    done('checkPayment', checked(true, false)),
    done('checkPayment', checked(false, true)),
    done('checkPayment', checked(false, false)),
    failed('checkPayment'),
    { type: 'xstate.after.checkRetry.payment.verifying.retrying' },
    { type: 'xstate.after.processingPoll.payment.processing.waiting' },
    { type: 'CHECK' },
    { type: 'RETRY' },
    { type: 'METHOD.CHANGE', method: 'cash' } as EventObject,
  ];
  const input = { hid: 'h', method: 'creditCard', amount: 9540 };

  /** A second charge only after the first is known to have charged nothing (the machine said `failed`); none after `done`. */
  const neverTwoCharges = (path: ReadonlyArray<PathStep>) => {
    let charged = false;
    let knownUncharged = false;
    let paid = false;
    for (const [index, step] of path.entries()) {
      const entering = step.snapshot.matches({ paying: 'charging' }) && !path[index - 1]?.snapshot.matches({ paying: 'charging' });
      if (entering) {
        if (paid || (charged && !knownUncharged)) return false;
        charged = true;
        knownUncharged = false;
      }
      if (step.snapshot.matches('failed')) knownUncharged = true;
      if (step.snapshot.matches('done') || step.snapshot.matches('awaiting3ds')) paid = true;
    }
    return true;
  };
  /** While an attempt, a check or an unknown outcome is on, the view offers no new payment. */
  const busyWhileInFlight = (path: ReadonlyArray<PathStep>) => {
    const { snapshot } = path[path.length - 1] as PathStep;
    const inFlight = ['paying', 'verifying', 'processing', 'uncertain'].some((state) => snapshot.matches(state));
    return !inFlight || (paymentView(snapshot as never).busy && !paymentView(snapshot as never).canRetry);
  };
  const invariants = { neverTwoCharges, busyWhileInFlight };
  const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.method, s.context.checkFailures]);

  it('holds on every shortest and simple path of the graph', () => {
    const { paths, violations } = invariantsOnGraphPaths(paymentMachine, { events, input, invariants, serializeState });
    expect(violations).toEqual([]);
    expect(paths).toBeGreaterThan(50);
  });

  it('holds on random walks through its model (fast-check)', () => {
    expect(
      invariantsOnRandomPaths(paymentMachine, { events, input, invariants, serializeState, runs: 300, maxLength: 30 }),
    ).toBeUndefined();
  });

  it('the check itself catches a second charge (a path that charges twice without a failure between)', () => {
    const path = [
      { event: { type: 'xstate.init' }, snapshot: { matches: (v: unknown) => JSON.stringify(v) === '{"paying":"charging"}' } },
      { event: { type: 'x' }, snapshot: { matches: (v: unknown) => v === 'processing' } },
      { event: { type: 'x' }, snapshot: { matches: (v: unknown) => JSON.stringify(v) === '{"paying":"charging"}' } },
    ] as unknown as PathStep[];
    expect(neverTwoCharges(path)).toBe(false);
    expect(entries(path, { paying: 'charging' })).toBe(2);
  });
});

describe('checkout machine: the pay button is never enabled while a payment is in flight', () => {
  // A delivery far ahead: no cut-off passes while the paths are walked.
  const loaded = (over: Record<string, unknown> = {}) =>
    done('load', { order: modelOrder({}, '2099-01-01'), profile, drinks: undefined, dates: {}, ...over });
  const events: EventObject[] = [
    loaded(),
    loaded({ chargePending: { payment: 'p', at: 1 } }),
    loaded({ sbpPending: true }),
    { type: 'ADDRESS.REPORT', report: { type: 'address.state', checkState: 2, error: undefined } } as EventObject,
    { type: 'METHOD.SELECT', method: 'cash' } as EventObject,
    { type: 'METHOD.SELECT', method: 'sbp' } as EventObject,
    { type: 'METHOD.SELECT', method: 'creditCard' } as EventObject,
    { type: 'PAY' },
    done('prepare', { profile, card: undefined }),
    failed('prepare'),
    { type: 'payment.result', status: 'failed', error: 'x', forceSbp: false } as EventObject,
    // A report that is not a failure (the 3-D Secure redirect) keeps the checkout paying.
    { type: 'payment.result', status: 'redirecting' } as EventObject,
    done('payment', { status: 'paid' }),
    done('sbp'),
    { type: 'DISMISS' },
    { type: 'PAY.SBP_INSTEAD' },
    { type: 'PAGE.RESTORED' },
  ];
  const input = { hid: 'h' };
  const inFlight = (s: AnyMachineSnapshot) => s.matches({ normal: 'paying' }) || s.context.chargePending !== undefined;
  const payDisabledInFlight = (path: ReadonlyArray<PathStep>) => {
    const { snapshot } = path[path.length - 1] as PathStep;
    return !inFlight(snapshot) || (!checkoutCanPay(snapshot as never) && !checkoutView(snapshot as never).canPay);
  };
  const serializeState = (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.method, s.context.addressState, s.context.chargePending !== undefined, s.context.sbpPending]);

  it('holds on every shortest path, and the button is enabled somewhere (the check is not vacuous)', () => {
    const { paths, violations } = invariantsOnGraphPaths(checkoutMachine, {
      events,
      input,
      invariants: { payDisabledInFlight },
      serializeState,
      simplePaths: false,
    });
    expect(violations).toEqual([]);
    expect(paths).toBeGreaterThan(20);
    let enabledSomewhere = false;
    invariantsOnGraphPaths(checkoutMachine, {
      events,
      input,
      serializeState,
      simplePaths: false,
      invariants: { seen: (path) => ((enabledSomewhere ||= checkoutCanPay((path[path.length - 1] as PathStep).snapshot as never)), true) },
    });
    expect(enabledSomewhere).toBe(true);
  });

  it('holds on random walks through its model (fast-check)', () => {
    expect(
      invariantsOnRandomPaths(checkoutMachine, {
        events,
        input,
        invariants: { payDisabledInFlight },
        serializeState,
        runs: 200,
        maxLength: 25,
      }),
    ).toBeUndefined();
  });
});

describe('reservation timer: the time shown is never negative', () => {
  type Step = { kind: 'tick'; ms: number } | { kind: 'RESTART' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    // A tick after any wait: a second, a throttled background tab, a laptop asleep past the deadline.
    fc.record({ kind: fc.constant('tick' as const), ms: fc.oneof(fc.constant(1_000), fc.integer({ min: 0, max: 400_000 })) }),
    fc.constant({ kind: 'RESTART' as const }),
  );

  it('for any waits and restarts, the shown time stays within 00:00 and the reservation', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 0, max: 600 }), (steps, seconds) => {
        const ports = createMemoryPorts({ now: Date.UTC(2026, 0, 1) });
        const machine = provideReservationTimer({ ports } as unknown as MealflowDeps);
        let [snapshot] = initialTransition(machine, { seconds });
        const holds = () => {
          const view = reservationTimerView(snapshot);
          return view.secondsLeft >= 0 && view.secondsLeft <= seconds && !(view.time ?? '').includes('-');
        };
        expect(holds()).toBe(true);
        for (const next of steps) {
          if (next.kind === 'tick') {
            ports.clock.advance(next.ms);
            [snapshot] = transition(machine, snapshot, { type: 'xstate.after.tick.reservationTimer.running.counting' } as never);
          } else [snapshot] = transition(machine, snapshot, { type: next.kind });
          expect(holds(), JSON.stringify({ next, context: snapshot.context as ReservationTimerContext, value: snapshot.value })).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
