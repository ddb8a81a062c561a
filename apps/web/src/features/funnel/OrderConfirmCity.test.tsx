import { funnel } from '@mealflow/sdk/storefront';
import { CITY_ID } from '@mealflow/sdk/domain';
import { matchPath } from '@mealflow/sdk/routing';
import { createSandbox } from '@mealflow/sandbox';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import OrderConfirmPage from './OrderConfirmPage';

/**
 * Issue 30: /order/{hid}/confirm gave the login no city, so a Minsk visitor's '+375…' showed raw
 * with a '+7' placeholder and was refused ('Это номер из Беларуси…'). The page takes the runtime's
 * one city (here the city cookie the landing wrote).
 */
const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const confirmRoute = matchPath('/order/hid-1/confirm')!.route;

it('/order/{hid}/confirm shows a Minsk visitor their +375 number masked at the code step and logs in', async () => {
  const runtime = createStoryRuntime({ path: '/order/hid-1/confirm', cookies: { city_id: String(CITY_ID.minsk) } }, 'http://sandbox.test');
  funnel.saveHandoff(runtime.ports.storage, 'hid-1', { phone: '+375297079192', afterConfirm: '/instant-order/hid-1' });
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
