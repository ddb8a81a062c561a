import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { connectInvite, inviteView } from './invite.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { expectLoadRetry } from '../../testing/cabinet';

const harness = useSandbox();

function start(token = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, { token, host: 'mealflow.ru' });
  return { actor: createActor(mealflow.machines.invite).start(), ports };
}

describe('invite machine (through the sandbox)', () => {
  it('shows the returning client’s link and what the friend and the client get; copying says so', async () => {
    const { actor, ports } = start();
    expect(inviteView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const view = inviteView(actor.getSnapshot());
    expect(view.link).toBe('https://mealflow.ru/?invite=anna-7');
    expect(view.friendGets).toBe('Скидку 500\u00a0₽ на первый заказ по вашей ссылке');
    expect(view.youGet).toBe('1\u00a0000\u00a0₽ бонусами, когда друг получит первую доставку');
    expect(view.copyStatus).toBeUndefined();
    connectInvite(actor.getSnapshot(), actor.send).copy();
    expect(inviteView(actor.getSnapshot()).copying).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'copied' }));
    expect(inviteView(actor.getSnapshot()).copyStatus).toEqual({ kind: 'copied', text: 'Ссылка скопирована' });
    expect(ports.clipboard.written).toEqual(['https://mealflow.ru/?invite=anna-7']);
  });

  it('a refused clipboard says to copy by hand; a second try copies', async () => {
    const { actor, ports } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    ports.clipboard.refuse = true;
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.matches({ ready: 'copyFailed' }));
    expect(inviteView(actor.getSnapshot()).copyStatus?.text).toBe('Не удалось скопировать. Выделите ссылку и скопируйте её вручную');
    ports.clipboard.refuse = false;
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.matches({ ready: 'copied' }));
  });

  it('a failed load shows the error with retry', async () => {
    await expectLoadRetry({
      harness,
      call: 'client-profile',
      start: () => start().actor,
      view: inviteView,
      retry: (actor) => connectInvite(actor.getSnapshot(), actor.send).retry(),
      ready: { ready: 'idle' },
    });
  });
});
