import { checkoutRoute, LOGIN_TEXTS, loginView, loginViewEquals, PHONE_MESSAGES } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import type { ScreenProps } from '../../app/Router';
import { CodeStep } from '../login/CodeStep';
import { PhoneStep } from '../login/PhoneStep';
import { clearHandoff, readHandoff } from './handoff';

/**
 * /order/{hid}/confirm: the SMS code for an order the landing created (order-funnel §4 "SMS
 * confirm"). The code was sent when the order was created; at the 4th digit it is checked, and the
 * visitor goes on to the order's checkout (or the subscribe steps).
 */
export default function OrderConfirmPage({ params }: ScreenProps) {
  const hid = params['hid'] ?? '';
  const { mealflow, session, ports, inspect } = useRuntime();
  const [, navigate] = useLocation();
  const handoff = useMemo(() => readHandoff(ports.storage, hid), [ports, hid]);
  const login = useActorRef(mealflow.machines.login, {
    input: { emptyMessage: PHONE_MESSAGES.createOrderComma, ...(handoff ? { phone: handoff.phone } : {}) },
    ...(inspect ? { inspect } : {}),
  });
  const view = useSelector(login, loginView, loginViewEquals);

  useEffect(() => {
    const subscription = login.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      session.send({ type: 'LOGGED_IN', ...snapshot.output });
      clearHandoff(ports.storage, hid);
      navigate(handoff?.afterConfirm ?? checkoutRoute(hid, 'standard'), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [login, session, ports, hid, handoff, navigate]);

  if (view.step === 'phone') {
    return (
      <PhoneStep
        heading={LOGIN_TEXTS.phoneHeading}
        phone={view.phone}
        placeholder={view.placeholder}
        error={view.phoneError}
        networkError={view.networkError}
        busy={view.busy}
        buttonLabel={view.buttonLabel}
        legalText={LOGIN_TEXTS.legal}
        offerLabel={LOGIN_TEXTS.offer}
        consentLabel={LOGIN_TEXTS.consent}
        autoFocus
        onPhoneChange={(value) => login.send({ type: 'PHONE.CHANGE', value })}
        onSubmit={() => login.send({ type: 'PHONE.SUBMIT' })}
      />
    );
  }
  return (
    <CodeStep
      heading={LOGIN_TEXTS.codeHeading}
      phone={view.phone}
      code={view.code}
      error={view.codeError}
      networkError={view.networkError}
      busy={view.busy || view.step === 'done'}
      focusKey={view.focusCodeKey}
      editPhoneLabel={LOGIN_TEXTS.editPhone}
      onCodeChange={(value) => login.send({ type: 'CODE.CHANGE', value })}
      onEditPhone={() => login.send({ type: 'PHONE.EDIT' })}
      onRetry={view.canRetryCode ? () => login.send({ type: 'RETRY' }) : undefined}
      retryLabel={LOGIN_TEXTS.retry}
    />
  );
}
