import { connectSubscriptionMenu, provideSubscriptionMenu, type SubscriptionMenuSnapshot } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { SubscriptionMenu } from './SubscriptionMenu';
import { SubscriptionTabs } from './SubscriptionTabs';

function SubscriptionMenuScreen() {
  const { ports } = useRuntime();
  const actor = useScreenActor(provideSubscriptionMenu, { brand: ports.device.brand() });
  const connect = useCallback(
    (snapshot: SubscriptionMenuSnapshot, send: Parameters<typeof connectSubscriptionMenu>[1]) =>
      connectSubscriptionMenu(snapshot, send, { nowMs: ports.clock.now() }),
    [ports],
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
