import { subscriptions } from '@mealflow/sdk/cabinet';
import { useCallback, useEffect, useRef } from 'react';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { FreezeDialog } from './FreezeDialog';
import { StopDialog } from './StopDialog';
import { SubscriptionsList } from './SubscriptionsList';
import { SubscriptionTabs } from './SubscriptionTabs';

const sameChildren = (a: subscriptions.SubscriptionsChildren, b: subscriptions.SubscriptionsChildren) =>
  a.freeze === b.freeze && a.stop === b.stop;

function SubscriptionsScreen() {
  const facts = useScreenFacts();
  const actor = useScreenActor(subscriptions.provideSubscriptions, { brand: facts.brand });
  const connect = useCallback(
    (snapshot: subscriptions.SubscriptionsSnapshot, send: Parameters<typeof subscriptions.connectSubscriptions>[1]) =>
      subscriptions.connectSubscriptions(snapshot, send, { nowMs: facts.now() }),
    [facts],
  );
  const view = useConnect(actor, connect);
  const children = useActorValue(actor, subscriptions.subscriptionsChildren, sameChildren);
  // A dialog that closes gives the focus back to its subscription's card (its button may have changed).
  const lastDialogFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (view.dialogFor) lastDialogFor.current = view.dialogFor;
    else if (lastDialogFor.current) {
      document.getElementById(`subscription-${lastDialogFor.current}`)?.focus();
      lastDialogFor.current = undefined;
    }
  }, [view.dialogFor]);
  return (
    <>
      <SubscriptionsList view={view} />
      {children.freeze ? <FreezeDialog key={view.dialogFor} actor={children.freeze} /> : null}
      {children.stop ? <StopDialog key={view.dialogFor} actor={children.stop} /> : null}
    </>
  );
}

/** The cabinet's subscriptions (personal-cabinet §2.1 dashboard/subscriptions): the list, freeze and stop, in the cabinet frame. */
export default function SubscriptionsPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <SubscriptionTabs current={route.name} />
      <SubscriptionsScreen />
    </CabinetLayout>
  );
}
