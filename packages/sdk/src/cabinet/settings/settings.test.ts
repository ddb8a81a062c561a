import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { connectSettings, settingsView } from './settings.connect';
import { birthdayError, settingsChanges, formFromProfile } from './settings.rules';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(token = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, { token });
  const session = createActor(mealflow.machines.session).start();
  const actor = createActor(mealflow.machines.settings, { input: { session } }).start();
  return { actor, session, ports, mealflow };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'));

describe('settings machine (through the sandbox)', () => {
  it('loads the returning client’s profile into the form with labels and gender options', async () => {
    const { actor } = start();
    expect(settingsView(actor.getSnapshot()).status).toBe('loading');
    await ready(actor);
    const view = settingsView(actor.getSnapshot());
    expect(view.fields.firstName).toMatchObject({ label: 'Имя', value: 'Анна', error: undefined });
    expect(view.fields.lastName.value).toBe('Смирнова');
    expect(view.fields.email.value).toBe('anna@example.ru');
    expect(view.genderOptions.map((o) => o.label)).toEqual(['Женский', 'Мужской']);
    expect(view.canSave).toBe(false);
    expect(view.offer.open).toBe(false);
  });

  it('saves only the changed fields, tells the session, toasts; the new name is in the stored profile', async () => {
    const { actor, session, ports } = start();
    await ready(actor);
    await waitFor(session, (s) => s.matches('authenticated'));
    const model = connectSettings(actor.getSnapshot(), actor.send);
    model.change('firstName', '  Мария ');
    model.change('email', 'maria@example.ru');
    expect(settingsView(actor.getSnapshot()).canSave).toBe(true);
    connectSettings(actor.getSnapshot(), actor.send).submit();
    expect(settingsView(actor.getSnapshot()).saving).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { form: 'idle' } }));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'client-profile-set').map((l) => l.body)).toEqual([
      { first_name: 'Мария', email: 'maria@example.ru' },
    ]);
    expect(harness.sandbox.store.log.some((l) => l.call === 'client-details/update-details')).toBe(false);
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Изменения сохранены' });
    expect(session.getSnapshot().context.profile?.first_name).toBe('Мария');
    expect(settingsView(actor.getSnapshot()).fields.firstName.value).toBe('Мария');
    expect(harness.sandbox.store.clients.get('+79990000001')?.profile.email).toBe('maria@example.ru');
  });

  it('birthday and gender go through client-details/update-details and come back in the profile', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'FIELD.CHANGE', field: 'birthday', value: '1990-05-17' });
    actor.send({ type: 'FIELD.CHANGE', field: 'gender', value: 'female' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'idle' } }) && s.context.profile?.birthday === '1990-05-17');
    expect(harness.sandbox.store.log.filter((l) => l.call === 'client-details/update-details').map((l) => l.body)).toEqual([
      { birthday: '1990-05-17', gender: 'female' },
    ]);
    expect(settingsView(actor.getSnapshot()).fields.gender.value).toBe('female');
  });

  it('an invalid field shows its message and nothing is sent; an emptied e-mail is not sent', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'anna.example.ru' });
    actor.send({ type: 'FIELD.CHANGE', field: 'firstName', value: 'А' });
    expect(settingsView(actor.getSnapshot()).fields.email.error).toBe('Проверьте правильность email');
    expect(settingsView(actor.getSnapshot()).fields.firstName.error).toBe('Введите имя');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ ready: { form: 'idle' } })).toBe(true);
    expect(harness.sandbox.store.log.some((l) => l.call === 'client-profile-set')).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'firstName', value: 'Анна' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: '' });
    // Empty e-mail removed before saving: nothing changed, nothing to save.
    expect(settingsView(actor.getSnapshot())).toMatchObject({ canSave: false, fields: { email: { error: undefined } } });
  });

  it('a failed save shows the server’s message with a retry that saves', async () => {
    harness.sandbox.faults.inject('client-profile-set', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'FIELD.CHANGE', field: 'lastName', value: 'Иванова' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'failed' } }));
    expect(settingsView(actor.getSnapshot()).saveError).toBe('Сервис временно недоступен');
    connectSettings(actor.getSnapshot(), actor.send).retrySave();
    await waitFor(actor, (s) => s.matches({ ready: { form: 'idle' } }));
    expect(actor.getSnapshot().context.profile?.last_name).toBe('Иванова');
  });

  it('a failed load shows the error with retry', async () => {
    harness.sandbox.faults.inject('client-profile', {
      kind: 'status',
      status: 503,
      times: 2,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(settingsView(actor.getSnapshot())).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    connectSettings(actor.getSnapshot(), actor.send).retry();
    await ready(actor);
  });

  it('the offer client is asked; the answer’s body.profile replaces the profile and the modal closes', async () => {
    harness.sandbox.store.tokens.set('token-offer', '+79990000005');
    const { actor, session } = start('token-offer');
    await waitFor(actor, (s) => s.matches({ ready: { offer: 'asking' } }));
    expect(settingsView(actor.getSnapshot()).offer).toMatchObject({ open: true, accept: 'Принимаю', decline: 'Не принимаю' });
    connectSettings(actor.getSnapshot(), actor.send).acceptOffer();
    await waitFor(actor, (s) => s.matches({ ready: { offer: 'none' } }));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'client-agreements').map((l) => l.body)).toEqual([
      { type: 'offer', value: true },
    ]);
    await waitFor(session, (s) => s.context.profile?.needsOfferAgreement === false);
  });
});

describe('settings rules', () => {
  it('birthday: a real past day from 1900', () => {
    expect(birthdayError('', '2026-11-23')).toBeUndefined();
    expect(birthdayError('1990-02-30', '2026-11-23')).toBe('Проверьте дату рождения');
    expect(birthdayError('2026-11-24', '2026-11-23')).toBe('Проверьте дату рождения');
    expect(birthdayError('1899-12-31', '2026-11-23')).toBe('Проверьте дату рождения');
    expect(birthdayError('2026-11-23', '2026-11-23')).toBeUndefined();
  });

  it('changes: only changed valid fields; empty e-mail and last name removed', () => {
    const profile = {
      id: 1,
      first_name: 'Анна',
      last_name: 'Смирнова',
      email: 'a@b.ru',
      addresses: [],
      externalCards: [],
      paymentTypesSort: [],
    };
    const form = { ...formFromProfile(profile), lastName: '', email: '', firstName: 'Анна  Мария' };
    expect(settingsChanges(profile, form, '2026-11-23')).toEqual({ profile: { first_name: 'Анна Мария' }, details: {} });
    // A value that is no gender is never sent.
    expect(settingsChanges(profile, { ...form, gender: 'x' as never }, '2026-11-23').details).toEqual({});
  });
});
