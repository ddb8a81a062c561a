import { createSandbox } from '@mealflow/sandbox';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import LoginPage from './LoginPage';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

function renderLogin() {
  const runtime = createStoryRuntime({ path: '/login' }, 'http://sandbox.test');
  render(
    <StoryRuntime runtime={runtime}>
      <LoginPage />
    </StoryRuntime>,
  );
  return runtime;
}

describe('LoginPage', () => {
  it('logs in through the sandbox and hands the token to the session', async () => {
    const runtime = renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код из СМС'), '4567');
    await waitFor(() => expect(runtime.session.getSnapshot().matches('authenticated')).toBe(true));
    expect(runtime.ports.cookies.get('client_token')).toMatch(/^sandbox-token-/);
  });

  it('a wrong code shows the spec message, clears and refocuses the field', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByLabelText('Код из СМС');
    await user.type(code, '1111');
    expect(await screen.findByText('Вы ввели неверный пароль')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveValue(''));
    expect(screen.getByLabelText('Код из СМС')).toHaveFocus();
  });
});
