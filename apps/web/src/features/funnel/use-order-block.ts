import { landing } from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { AppRuntime } from '../../shared/runtime/runtime';

/** The signed-in client's profile as the session holds it (undefined before a login). */
export type SessionProfile = NonNullable<ReturnType<AppRuntime['session']['getSnapshot']>['context']['profile']> | undefined;

/**
 * A screen's order-block machine (the landing's plan picker and phone form, in the cabinet's and
 * the new client's flows): its input, made once from the session's profile, with the device's
 * kind and brand and the session; returns the block's view (its catalogue and funnel children).
 */
export function useOrderBlock(makeInput: (profile: SessionProfile) => Omit<landing.OrderBlockInput, 'brand' | 'session'>) {
  const { session } = useRuntime();
  const facts = useScreenFacts();
  const [input] = useState(() => ({
    isSmartphone: facts.smartphone,
    ...makeInput(session.getSnapshot().context.profile ?? undefined),
    brand: facts.brand,
    session,
  }));
  const actor = useScreenActor(landing.provideOrderBlock, input);
  return useActorValue(actor, landing.orderBlockView, landing.orderBlockViewEquals);
}
