import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { bodyChanges, bodyErrors, measureText, parseMeasure } from './body.rules';
import { settingsView } from './settings.connect';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start() {
  const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
  const session = createActor(mealflow.machines.session).start();
  return createActor(mealflow.machines.settings, { input: { session } }).start();
}

describe('settings: body data (through the sandbox)', () => {
  it('saves height, weight, desired weight and lifestyle; the BMI comes from client-details/calculate; a new visit shows them', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: { bmi: 'none' } }));
    let view = settingsView(actor.getSnapshot());
    expect(view.body.lifestyleOptions.map((o) => o.label)).toEqual([
      'Не выбран',
      'Сидячий образ жизни',
      'Умеренная активность',
      'Активный образ жизни',
      'Спорт каждый день',
    ]);
    expect(view.body.bmi).toBe('Считаем по росту и весу после сохранения');
    actor.send({ type: 'FIELD.CHANGE', field: 'height', value: '170' });
    actor.send({ type: 'FIELD.CHANGE', field: 'weight', value: '65,5' });
    actor.send({ type: 'FIELD.CHANGE', field: 'purposeWeight', value: '60' });
    actor.send({ type: 'FIELD.CHANGE', field: 'lifestyle', value: 'ls-active' });
    expect(settingsView(actor.getSnapshot()).canSave).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: { bmi: 'shown' } }));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'client-details/update-details').map((l) => l.body)).toEqual([
      { height: 170, weight: 65.5, purposeWeight: 60, lifestyleId_H: 'ls-active' },
    ]);
    view = settingsView(actor.getSnapshot());
    expect(view.body.bmi).toBe('Индекс массы тела: 22,7');
    expect(view.body.fields.weight.value).toBe('65,5');

    const again = start();
    await waitFor(again, (s) => s.matches({ ready: { bmi: 'shown' } }));
    expect(settingsView(again.getSnapshot()).body.fields).toMatchObject({ height: { value: '170' }, lifestyle: { value: 'ls-active' } });
  });

  it('a measure out of its limits shows its message and is not sent', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'FIELD.CHANGE', field: 'height', value: '17' });
    expect(settingsView(actor.getSnapshot()).body.fields.height.error).toBe('Укажите рост от 100 до 250\u00a0см');
    expect(settingsView(actor.getSnapshot()).canSave).toBe(false);
  });
});

describe('body rules', () => {
  it('reads Russian decimals and keeps limits', () => {
    expect(parseMeasure('72,5')).toBe(72.5);
    expect(parseMeasure('abc')).toBeUndefined();
    expect(measureText(72.5)).toBe('72,5');
    expect(bodyErrors({ height: '', weight: '301', purposeWeight: '29', lifestyle: '' })).toEqual({
      weight: 'Укажите вес от 30 до 300\u00a0кг',
      purposeWeight: 'Укажите желаемый вес от 30 до 300\u00a0кг',
    });
    const profile = { id: 1, height: 170, addresses: [], externalCards: [], paymentTypesSort: [] };
    expect(bodyChanges(profile, { height: '170', weight: '60', purposeWeight: '', lifestyle: '' })).toEqual({ weight: 60 });
  });
});
