import { CITY_ID, matchPath, saveHandoff } from '@mealflow/sdk';
import { createSandbox } from '@mealflow/sandbox';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import OrderConfirmPage from '../funnel/OrderConfirmPage';
import LoginPage from './LoginPage';

/**
 * Issue 30: /login and /order/{hid}/confirm ignored the visitor's city (a Minsk visitor's
 * '+375…' shown raw with a '+7' placeholder and refused; '291234567' masked as '+7 (291) …', the SMS
 * sent to a wrong Russian number). Both screens take the runtime's one city, however it was
 * decided: the city cookie, the `city` query, a city landing before.
 */
const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const MINSK_VISITORS = [
  ['the city cookie', { path: '/login', cookies: { city_id: String(CITY_ID.minsk) } }],
  ['the city query', { path: '/login?city=minsk', cookies: {} }],
] as const;

const smsCalls = () => sandbox.store.log.filter((l) => l.call === 'authentication/send-sms').map((l) => l.body);

describe.each(MINSK_VISITORS)('a Minsk visitor (%s)', (_, ports) => {
  it('/login masks a local number as +375 and sends the SMS to it, in Minsk', async () => {
    const runtime = createStoryRuntime(ports, 'http://sandbox.test');
    render(
      <StoryRuntime runtime={runtime}>
        <Suspense fallback={null}>
          <LoginPage />
        </Suspense>
      </StoryRuntime>,
    );
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Телефон');
    expect(phone).toHaveAttribute('placeholder', '+375 (__) ___-__-__');
    await user.type(phone, '291234567');
    expect(phone).toHaveValue('+375 (29) 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код из СМС'), '4567');
    await waitFor(() => expect(runtime.session.getSnapshot().matches('authenticated')).toBe(true));
    expect(smsCalls()).toEqual([expect.objectContaining({ phone: '+375291234567', cityId: CITY_ID.minsk })]);
    // The seeded Minsk client.
    expect(runtime.session.getSnapshot().context.profile).toMatchObject({ phone: '+375291234567', city_id: CITY_ID.minsk });
  });
});

const confirmRoute = matchPath('/order/hid-1/confirm')!.route;

it('/order/{hid}/confirm shows a Minsk visitor their +375 number masked at the code step and logs in', async () => {
  const runtime = createStoryRuntime({ path: '/order/hid-1/confirm', cookies: { city_id: String(CITY_ID.minsk) } }, 'http://sandbox.test');
  saveHandoff(runtime.ports.storage, 'hid-1', { phone: '+375297079192', afterConfirm: '/instant-order/hid-1' });
  render(
    <StoryRuntime runtime={runtime}>
      <Suspense fallback={null}>
        <OrderConfirmPage params={{ hid: 'hid-1' }} route={confirmRoute} />
      </Suspense>
    </StoryRuntime>,
  );
  expect(await screen.findByText('+375 (29) 707-91-92')).toBeInTheDocument();
  expect(screen.queryByText(/Это номер из Беларуси/)).toBeNull();
  await userEvent.setup().type(screen.getByLabelText('Код из СМС'), '9192');
  await waitFor(() => expect(runtime.session.getSnapshot().matches('authenticated')).toBe(true));
  expect(runtime.ports.navigation.current().pathname).toBe('/instant-order/hid-1');
});
