import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { connectQuestionnaire, questionnaireView } from './questionnaire.connect';
import { answerProblem, firstUnanswered, QUESTIONNAIRE_SESSION_KEY } from './questionnaire.rules';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(storage: Record<string, string> = {}) {
  const { ports, mealflow } = sandboxClient(harness, { storage });
  const actor = createActor(mealflow.machines.questionnaire, { input: {} }).start();
  const ui = () => connectQuestionnaire(actor.getSnapshot(), actor.send);
  return { actor, ports, ui };
}

const question = (kind: 'single' | 'multiple' | 'text', required = true) => ({
  id: 'q',
  kind,
  title: 'Вопрос',
  hint: null,
  options: [
    { id: 'a', text: 'А' },
    { id: 'b', text: 'Б' },
  ],
  required,
  maxLength: kind === 'text' ? 5 : null,
});

describe('questionnaire rules', () => {
  it('says in Russian why an answer cannot be sent', () => {
    expect(answerProblem(question('single'), [])).toBe('Выберите вариант ответа');
    expect(answerProblem(question('single'), ['a', 'b'])).toBe('Выберите вариант ответа');
    expect(answerProblem(question('multiple'), [])).toBe('Выберите хотя бы один вариант');
    expect(answerProblem(question('multiple', false), [])).toBeUndefined();
    expect(answerProblem(question('multiple'), ['z'])).toBe('Такого варианта нет — выберите из списка');
    expect(answerProblem(question('text'), '   ')).toBe('Напишите ответ');
    expect(answerProblem(question('text'), 'шесть!')).toBe('Не больше 5 символов');
    expect(answerProblem(question('text', false), '')).toBeUndefined();
  });

  it('finds the first question that still needs an answer', () => {
    const qs = [
      { ...question('single'), id: 'one' },
      { ...question('multiple', false), id: 'two' },
      { ...question('text'), id: 'three' },
    ];
    expect(firstUnanswered(qs, {})).toBe(0);
    expect(firstUnanswered(qs, { one: ['a'] })).toBe(2);
    expect(firstUnanswered(qs, { one: ['a'], three: 'да' })).toBe(3);
  });
});

describe('questionnaire machine (through the sandbox)', () => {
  it('answers five questions of every kind, refuses an empty answer, goes back, finishes and saves how to be contacted', async () => {
    const { actor, ui } = start();
    await waitFor(actor, (s) => s.matches('answering'));
    expect(ui()).toMatchObject({
      progress: 'Вопрос 1 из 5',
      canGoBack: false,
      nextLabel: 'Далее',
      question: { kind: 'single', title: 'Какая у вас цель?' },
    });
    ui().next();
    expect(ui().problem).toBe('Выберите вариант ответа');
    ui().choose('slim');
    expect(ui().problem).toBeUndefined();
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 1);
    ui().back();
    expect(ui().question?.options.find((o) => o.id === 'slim')?.checked).toBe(true);
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 1);
    ui().choose('4');
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 2);
    // Optional multiple choice: nothing chosen is an answer.
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 3);
    ui().toggle('gym');
    ui().toggle('yoga');
    ui().toggle('gym');
    expect(
      ui()
        .question?.options.filter((o) => o.checked)
        .map((o) => o.id),
    ).toEqual(['yoga']);
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 4);
    expect(ui()).toMatchObject({ nextLabel: 'Завершить', question: { leftText: 'Осталось символов: 300' } });
    ui().type('  Побольше овощей ');
    ui().next();
    const final = await waitFor(actor, (s) => s.matches('final'));
    expect(final.context.answers).toEqual({ goal: ['slim'], meals: ['4'], exclude: [], activity: ['yoga'], wish: 'Побольше овощей' });
    expect(questionnaireView(final).final).toMatchObject({ title: 'Спасибо, мы подобрали для вас рацион', promocode: 'HEALTHY10' });
    ui().chooseMethod('telegram');
    await waitFor(actor, (s) => s.matches({ final: 'saved' }));
    expect(ui().final?.savedText).toBe('Спасибо! Свяжемся с вами: в Telegram');
    const sent = harness.sandbox.store.log.filter((entry) => entry.call === 'questionnaire/save-answer');
    expect(sent).toHaveLength(6);
    expect(sent.every((entry) => (entry.body as { marketingSubPlatformId?: number }).marketingSubPlatformId === 7)).toBe(true);
  });

  it('resumes the stored session after a reload at the first unanswered question', async () => {
    const first = start();
    await waitFor(first.actor, (s) => s.matches('answering'));
    first.ui().choose('keep');
    first.ui().next();
    await waitFor(first.actor, (s) => s.matches('answering') && s.context.index === 1);
    const sessionId = first.ports.storage.get(QUESTIONNAIRE_SESSION_KEY);
    expect(sessionId).toMatch(/^q-/);
    first.actor.stop();

    const again = start({ [QUESTIONNAIRE_SESSION_KEY]: sessionId ?? '' });
    await waitFor(again.actor, (s) => s.matches('answering'));
    expect(again.ui().progress).toBe('Вопрос 2 из 5');
    again.ui().back();
    expect(again.ui().question?.options.find((o) => o.id === 'keep')?.checked).toBe(true);
  });

  it('keeps the answer and says so when saving fails, then saves it on the next try', async () => {
    const { actor, ui } = start();
    await waitFor(actor, (s) => s.matches('answering'));
    harness.sandbox.faults.inject('questionnaire/save-answer', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    ui().choose('gain');
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.error !== undefined);
    expect(ui()).toMatchObject({ error: 'Сервис временно недоступен', progress: 'Вопрос 1 из 5' });
    expect(ui().question?.options.find((o) => o.id === 'gain')?.checked).toBe(true);
    ui().next();
    await waitFor(actor, (s) => s.matches('answering') && s.context.index === 1);
    expect(ui().error).toBeUndefined();
  });

  it('a failed load offers a retry', async () => {
    harness.sandbox.faults.inject('questionnaire/render', { kind: 'network', times: 1 });
    const { actor, ui } = start();
    await waitFor(actor, (s) => s.matches('loadError'));
    expect(ui().status).toBe('loadError');
    ui().retry();
    await waitFor(actor, (s) => s.matches('answering'));
  });
});
