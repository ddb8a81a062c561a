import { newClient, session as sessionGroup } from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { LoginFlow } from '../login';
import { NewClientProfile } from './NewClientProfile';
import styles from './NewClient.module.css';

/**
 * `/dashboard/order/{hid}/profile` (personal-cabinet §2.1): the name and e-mail of the order's client,
 * then the payment step. A visitor without a phone logs in first (phone, code), as the checkout does.
 */
export default function NewClientProfilePage({ params }: ScreenProps) {
  const { session } = useRuntime();
  const status = useActorValue(session, sessionGroup.phoneSessionGate);
  return (
    <section className={styles['page']} aria-labelledby="new-client-profile-title">
      <h1 id="new-client-profile-title">{newClient.NEW_CLIENT_TEXTS.profileTitle}</h1>
      {status === 'loading' ? <PageLoading /> : status === 'out' ? <LoginFlow /> : <ProfileStep hid={params['hid'] ?? ''} />}
    </section>
  );
}

function ProfileStep({ hid }: { hid: string }) {
  const { session } = useRuntime();
  const [input] = useState(() => ({ hid, session }));
  const actor = useScreenActor(newClient.provideNewClientProfile, input);
  const view = useConnect(actor, newClient.connectNewClientProfile);
  return <NewClientProfile view={view} />;
}
