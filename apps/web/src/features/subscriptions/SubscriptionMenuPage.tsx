import { subscriptionMenu } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { SubscriptionMenu } from './SubscriptionMenu';
import { SubscriptionTabs } from './SubscriptionTabs';

function SubscriptionMenuScreen() {
  const facts = useScreenFacts();
  const actor = useScreenActor(subscriptionMenu.provideSubscriptionMenu, { brand: facts.brand });
  const connect = useCallback(
    (snapshot: subscriptionMenu.SubscriptionMenuSnapshot, send: Parameters<typeof subscriptionMenu.connectSubscriptionMenu>[1]) =>
      subscriptionMenu.connectSubscriptionMenu(snapshot, send, { nowMs: facts.now() }),
    [facts],
  );
  return <SubscriptionMenu view={useConnect(actor, connect)} />;
}

/** /dashboard/subscriptions/menu (personal-cabinet §2.1): what the running subscriptions deliver, in the cabinet frame. */
export default function SubscriptionMenuPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <SubscriptionTabs current={route.name} />
      <SubscriptionMenuScreen />
    </CabinetLayout>
  );
}
