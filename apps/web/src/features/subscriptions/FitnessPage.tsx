import { fitness } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Fitness } from './Fitness';
import { SubscriptionTabs } from './SubscriptionTabs';

function FitnessScreen() {
  const facts = useScreenFacts();
  const actor = useScreenActor(fitness.provideFitness, { brand: facts.brand });
  const connect = useCallback(
    (snapshot: fitness.FitnessSnapshot, send: Parameters<typeof fitness.connectFitness>[1]) =>
      fitness.connectFitness(snapshot, send, { nowMs: facts.now() }),
    [facts],
  );
  return <Fitness view={useConnect(actor, connect)} />;
}

/** /dashboard/subscriptions/fitness (personal-cabinet §2.1, §3 fitness_months): the sports club of the subscriptions, in the cabinet frame. */
export default function FitnessPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <SubscriptionTabs current={route.name} />
      <FitnessScreen />
    </CabinetLayout>
  );
}
