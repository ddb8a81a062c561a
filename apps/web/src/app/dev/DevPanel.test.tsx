import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createActorRegistry } from './actor-registry';
import { DevPanel } from './DevPanel';

const door = createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: { closed: { on: { OPEN: 'open' } }, open: { on: { CLOSE: 'closed' } } },
});

/** The `?inspect` panel (issue 34): the live actors, the chosen one's state on its diagram, context, events, and sending one. */
describe('DevPanel', () => {
  it('lists the live actors, shows the chosen one and sends it an event', async () => {
    const registry = createActorRegistry();
    const actor = createActor(door, { inspect: registry.inspect }).start();
    render(<DevPanel registry={registry} />);
    const panel = screen.getByRole('region', { name: 'Панель разработчика' });
    const list = within(panel).getByRole('list', { name: 'Живые акторы' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: /^door · / }));
    expect(within(panel).getByRole('status', { name: 'Состояние актора' })).toHaveTextContent('"closed"');
    expect(within(panel).getByRole('img', { name: 'Диаграмма состояний: door' })).toBeInTheDocument();
    expect(within(panel).getByText(/"opened": 0/)).toBeInTheDocument();
    // The events the current state accepts fill the form; sending one moves the actor.
    await user.click(within(panel).getByRole('button', { name: 'OPEN' }));
    await user.click(within(panel).getByRole('button', { name: 'Отправить' }));
    expect(actor.getSnapshot().value).toBe('open');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(within(panel).getByRole('status', { name: 'Состояние актора' })).toHaveTextContent('"open"');
    expect(within(panel).getByRole('list', { name: 'Последние события' })).toHaveTextContent('"OPEN"');
  });

  it('says what is wrong with an event that is not JSON with a type', async () => {
    const registry = createActorRegistry();
    createActor(door, { inspect: registry.inspect }).start();
    render(<DevPanel registry={registry} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^door · / }));
    const field = screen.getByLabelText('Событие (JSON)');
    await user.clear(field);
    await user.type(field, '{{ "kind": 1 }');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('an event needs a "type"');
  });
});
