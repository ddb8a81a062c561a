import { expect, test, type Page } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { visibleTextProblems } from './storefront';

/**
 * The questionnaire of the poll landing to its final screen (issue 16; personal-cabinet §3, §7
 * Questionnaire v1_1: render, save-answer with marketingSubPlatformId 7, update-status, final-screen,
 * save-communication-method): each question kind answered (single, multiple, free text), the Russian
 * validation, a reload mid-way resumes the same session at its first unanswered question.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the poll landing’s questionnaire: every kind of question, a reload mid-way resumes, the final screen and a contact method @phone', async ({
  page,
  request,
}) => {
  await page.goto('/poll');
  const poll = page.getByRole('region', { name: 'Подберём питание под вас' });
  const question = (title: string) => poll.getByRole('group', { name: title });
  const next = poll.getByRole('button', { name: 'Далее' });
  await expect(poll.getByText('Вопрос 1 из 5')).toBeVisible({ timeout: 30_000 });

  // Single choice: nothing chosen is refused in Russian.
  await next.click();
  await expect(poll.getByRole('alert')).toHaveText('Выберите вариант ответа');
  await question('Какая у вас цель?').getByRole('radio', { name: 'Похудеть' }).check();
  await next.click();
  await expect(poll.getByText('Вопрос 2 из 5')).toBeVisible();
  await expect(poll.getByRole('heading', { name: 'Сколько раз в день вы едите?' })).toBeFocused();
  await question('Сколько раз в день вы едите?').getByRole('radio', { name: '4 раза' }).check();
  await next.click();

  // Multiple choice (optional).
  const exclude = question('Что исключить из меню?');
  await exclude.getByRole('checkbox', { name: 'Рыбу' }).check();
  await exclude.getByRole('checkbox', { name: 'Орехи' }).check();
  await next.click();
  await expect(poll.getByText('Вопрос 4 из 5')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // A reload mid-way: the same session, at its first unanswered question; 'Назад' shows the earlier answers.
  await page.reload();
  await expect(poll.getByText('Вопрос 4 из 5')).toBeVisible({ timeout: 30_000 });
  await poll.getByRole('button', { name: 'Назад' }).click();
  await expect(exclude.getByRole('checkbox', { name: 'Рыбу' })).toBeChecked();
  await expect(exclude.getByRole('checkbox', { name: 'Орехи' })).toBeChecked();
  await expect(exclude.getByRole('checkbox', { name: 'Молочное' })).not.toBeChecked();
  await next.click();

  // Multiple choice (required): at least one.
  const activity = question('Чем вы занимаетесь?');
  await expect(activity).toBeVisible();
  await next.click();
  await expect(poll.getByRole('alert')).toHaveText('Выберите хотя бы один вариант');
  await activity.getByRole('checkbox', { name: 'Бег' }).check();
  await activity.getByRole('checkbox', { name: 'Йога' }).check();
  await next.click();

  // Free text with its limit.
  const wish = question('Что для вас важно в еде?');
  await expect(wish.getByText('Осталось символов: 300')).toBeVisible();
  await wish.getByRole('textbox', { name: 'Что для вас важно в еде?' }).fill('Побольше овощей');
  await expect(wish.getByText('Осталось символов: 285')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await poll.getByRole('button', { name: 'Завершить' }).click();

  // The final screen: its text, the promo code, how to be contacted.
  await expect(poll.getByRole('heading', { name: 'Спасибо, мы подобрали для вас рацион' })).toBeVisible({ timeout: 30_000 });
  await expect(poll.getByText('HEALTHY10')).toBeVisible();
  const contact = poll.getByRole('group', { name: 'Как с вами связаться?' });
  await contact.getByRole('button', { name: 'В Telegram' }).click();
  await expect(poll.getByRole('status')).toHaveText('Спасибо! Свяжемся с вами: в Telegram');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Every answer was saved once per question of the session (the third twice: after 'Назад' it went again).
  const answers = Object.entries(await counters(request)).filter(([key]) => key.startsWith('questionnaireAnswers:'));
  expect(answers).toHaveLength(1);
  expect(answers[0]?.[1]).toBeGreaterThanOrEqual(5);
});
