import { funnel, newClient } from '@mealflow/sdk/storefront';
import { PHONE_MESSAGES } from '@mealflow/sdk/domain';
import { useMemo } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import type { ScreenProps } from '../../shared/screen';
import { LoginFlow } from '../login';
import styles from './NewClient.module.css';

/**
 * `/dashboard/order/{hid}/tariff/confirm` (personal-cabinet §2.1, SMS): the code sent when the tariff
 * step created the order. The login machine starts at the code step with the saved phone (without it,
 * on another device, it asks the phone first) and then opens the order's profile step.
 */
export default function NewClientConfirmPage({ params }: ScreenProps) {
  const hid = params['hid'] ?? '';
  const { mealflow } = useRuntime();
  const handoff = useMemo(() => funnel.handoffOf(mealflow.deps, hid), [mealflow, hid]);
  const next = handoff?.afterConfirm ?? newClient.newClientProfilePath(hid);
  return (
    <section className={styles['page']} aria-label={newClient.NEW_CLIENT_TEXTS.confirmTitle}>
      <LoginFlow input={{ emptyMessage: PHONE_MESSAGES.createOrderComma, next, ...(handoff ? { phone: handoff.phone } : {}) }} />
    </section>
  );
}
