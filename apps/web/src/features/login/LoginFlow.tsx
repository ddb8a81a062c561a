import { LOGIN_TEXTS, loginView, loginViewEquals, PHONE_MESSAGES, type LoginInput } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';

/**
 * Steps 1 (phone) and 2 (code) on the login machine, handing the result to the session. Used by
 * /login and by the checkout for a visitor without a phone.
 */
export function LoginFlow({ input = {}, onLoggedIn }: { input?: LoginInput; onLoggedIn?: () => void }) {
  const { mealflow, session, inspect } = useRuntime();
  const login = useActorRef(mealflow.machines.login, {
    input: { emptyMessage: PHONE_MESSAGES.contact, ...input },
    ...(inspect ? { inspect } : {}),
  });
  const view = useSelector(login, loginView, loginViewEquals);

  useEffect(() => {
    const subscription = login.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) {
        session.send({ type: 'LOGGED_IN', ...snapshot.output });
        onLoggedIn?.();
      }
    });
    return () => subscription.unsubscribe();
  }, [login, session, onLoggedIn]);

  if (view.step === 'code' || view.step === 'done') {
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
