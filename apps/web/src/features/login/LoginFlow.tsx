import { login as loginGroup } from '@mealflow/sdk/storefront';
import { LOGIN_TEXTS, PHONE_MESSAGES } from '@mealflow/sdk/domain';
import { useVisitorCity } from '../../shared/runtime/city';
import { PageLoading } from '../../shared/layout/Layout';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { CodeStep } from './CodeStep';
import { PhoneForm } from '../../shared/ui/PhoneForm';

/**
 * Steps 1 (phone) and 2 (code) on the login machine. The machine hands its result to the session
 * itself (`session` in its input) and goes to `next` when given; this component only renders it.
 * Used by /login, /order/{hid}/confirm and the checkout for a visitor without a phone. The city
 * (phone mask, SMS) is the visitor's one city (`useCityId`), never the caller's: no screen can forget it.
 */
export function LoginFlow({ input = {} }: { input?: Omit<loginGroup.LoginInput, 'session' | 'cityId'> }) {
  const { session } = useRuntime();
  const { cityId, settled } = useVisitorCity();
  // The mask is the settled city's, never a provisional one (the IP lookup answers first).
  if (!settled) return <PageLoading />;
  // A city that changes (a choice elsewhere) is a new login: its mask and SMS follow it.
  return <CityLogin key={cityId} input={{ emptyMessage: PHONE_MESSAGES.contact, ...input, cityId, session }} />;
}

function CityLogin({ input }: { input: loginGroup.LoginInput }) {
  const actor = useScreenActor(loginGroup.provideLogin, input);
  const login = useConnect(actor, loginGroup.connectLogin);

  if (login.step === 'code' || login.step === 'done') {
    return (
      <CodeStep
        heading={LOGIN_TEXTS.codeHeading}
        phone={login.phone}
        code={login.code}
        error={login.codeError}
        networkError={login.networkError}
        busy={login.busy || login.step === 'done'}
        focusKey={login.focusCodeKey}
        editPhoneLabel={LOGIN_TEXTS.editPhone}
        onCodeChange={login.changeCode}
        onEditPhone={login.editPhone}
        onRetry={login.retry}
        retryLabel={LOGIN_TEXTS.retry}
      />
    );
  }
  return (
    <PhoneForm
      look="page"
      title={LOGIN_TEXTS.phoneHeading}
      phone={login.phone}
      placeholder={login.placeholder}
      phoneError={login.phoneError}
      error={login.networkError}
      busy={login.busy}
      buttonLabel={login.buttonLabel}
      legalText={LOGIN_TEXTS.legal}
      offerLabel={LOGIN_TEXTS.offer}
      consentLabel={LOGIN_TEXTS.consent}
      autoFocus
      onPhoneChange={login.changePhone}
      onSubmit={login.submitPhone}
    />
  );
}
