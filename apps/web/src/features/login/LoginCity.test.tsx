import { CITY_ID } from '@mealflow/sdk/domain';
import { createSandbox } from '@mealflow/sandbox';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import LoginPage from './LoginPage';

/**
 * Issue 30: /login and /order/{hid}/confirm ignored the visitor's city (a Minsk visitor's
 * '+375…' shown raw with a '+7' placeholder and refused; '291234567' masked as '+7 (291) …', the SMS
 * sent to a wrong Russian number). /login (and /order/{hid}/confirm, features/funnel) take the runtime's one city, however it was
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
