import { assign, fromCallback, fromPromise, type EventObject } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { isApiError } from '../../api/errors';
import { isSignedIn } from '../../storefront/session/session.connect';
import type { ReferralClient, ReferralContext, ReferralEvent, ReferralInput, ReferralSessionRef } from './referral.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { ReferralStateValue } from '../../machine-states';

/**
 * The referral bonus (personal-cabinet §4 "charged once per client (flag stored locally)", §7
 * `referral/charge-bonus?name_slug=`): the app starts it beside the session, so both entry points
 * (the funnel's login and the cabinet) charge through one actor. `watching` the session → when a
 * client with a phone is logged in, the visit carries an `invite` and the client's local flag is
 * unset: `charging` → `done` (flag set) | `failed` (a network or server failure: asked again on
 * the next visit). A refusal (4xx: unknown slug, own link) is final too: the flag is set. See README.md.
 */

export type { ReferralContext, ReferralEvent, ReferralInput } from './referral.types';

const reject = (name: string) => () => Promise.reject(new Error(`referral: actor "${name}" is not provided (use provideReferral)`));

/** A logged-in client who should be charged: charging. */
const charge = {
  guard: { type: 'shouldCharge', params: ({ event }: { event: ReferralEvent }) => ({ client: event.client }) },
  target: '#referral.charging',
  actions: { type: 'setClient', params: ({ event }: { event: ReferralEvent }) => ({ client: event.client }) },
} as const;
const remember = { actions: { type: 'setClient', params: ({ event }: { event: ReferralEvent }) => ({ client: event.client }) } } as const;

export const referralLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as { chargeBonus: 'chargeBonus'; watchSession: 'watchSession' },
  },
  actors: {
    /** Tells the machine who is logged in, now and on every session change. */
    watchSession: fromCallback<EventObject, { session: ReferralSessionRef | undefined }>(({ input, sendBack }) => {
      const { session } = input;
      if (!session) return undefined;
      const report = (s: ReturnType<ReferralSessionRef['getSnapshot']>) => {
        // The session's own connect says who is in (never its state names).
        const profile = isSignedIn(s) ? s.context.profile : undefined;
        const client: ReferralClient | undefined = profile
          ? { id_H: profile.id_H ?? undefined, phone: profile.phone ?? undefined, ownSlug: profile.name_slug ?? undefined }
          : undefined;
        sendBack({ type: 'SESSION.CHANGED', client });
      };
      report(session.getSnapshot());
      const subscription = session.subscribe(report);
      return () => subscription.unsubscribe();
    }),
    /** `referral/charge-bonus?name_slug=` with the visit's slug; answers the slug it sent. */
    chargeBonus: fromPromise<string>(reject('chargeBonus')),
  },
  guards: {
    /** Provided: the invite cookie, the client's phone, its local flag (`shouldChargeReferral`). */
    shouldCharge: (_, _params: { client: ReferralClient | undefined }) => false,
    /** The backend refused for good (4xx): asking again would be refused again. */
    isRefusal: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.kind === 'http' && (params.error.status ?? 500) < 500,
  },
  actions: {
    setClient: assign((_, params: { client: ReferralClient | undefined }) => ({ client: params.client })),
    setSlug: assign((_, params: { slug: string }) => ({ slug: params.slug, error: undefined })),
    /** Provided: sets the client's local flag. */
    markCharged: (_, _params: { client: ReferralClient | undefined }) => undefined,
    setError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({ session: input.session, client: undefined, slug: undefined, error: undefined }),
  invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
  initial: 'watching',
  states: {
    watching: { on: { 'SESSION.CHANGED': [charge, remember] } },
    charging: {
      tags: ['busy'],
      // The client who is being charged stays the one the flag is set for.
      on: { 'SESSION.CHANGED': {} },
      invoke: {
        id: 'chargeBonus',
        src: 'chargeBonus',
        onDone: {
          target: 'done',
          actions: [
            { type: 'setSlug', params: ({ event }) => ({ slug: event.output }) },
            { type: 'markCharged', params: ({ context }) => ({ client: context.client }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'markCharged', params: ({ context }) => ({ client: context.client }) },
            ],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Another client logging in on this device may still be charged.
    done: { tags: ['charged'], on: { 'SESSION.CHANGED': [charge, remember] } },
    // A network or server failure: asked again on the next visit (or when another client logs in).
    failed: { tags: ['chargeFailed'], on: { 'SESSION.CHANGED': [charge, remember] } },
  },
});

/** The referral machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface ReferralMachine extends PublicMachine<ReferralContext, ReferralEvent, ReferralStateValue, { input: ReferralInput }> {}
export const referralMachine: ReferralMachine = referralLogic;
