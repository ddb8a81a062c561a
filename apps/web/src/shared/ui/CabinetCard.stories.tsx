import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_TEXTS, SUBSCRIPTION_TEXTS } from '@mealflow/sdk/domain';
import { expect, within } from 'storybook/test';
import { CabinetCard, CabinetCardHead, CabinetCardList } from './CabinetCard';

/**
 * The cabinet's list card (orders, subscriptions, the subscription menu, fitness) in each badge
 * tone, one with a part inside (a heading of level 4 and its own badge). Every story is checked with axe.
 */
function Cards() {
  return (
    <section aria-label="Карточки кабинета" style={{ width: 'min(560px, 90vw)' }}>
      <CabinetCardList>
        <CabinetCard title="Заказ № 1024" badge={ORDER_TEXTS.statusPaid} tone="success" facts={<span>5 дней</span>} />
        <CabinetCard title="Заказ № 1025" badge={ORDER_TEXTS.statusAwaitingPayment} tone="danger" facts={<span>20 дней</span>}>
          <p>Ближайшая доставка: 3&nbsp;декабря, 8:00–10:00</p>
        </CabinetCard>
        <CabinetCard id="subscription-7" title="Подписка 24" badge={SUBSCRIPTION_TEXTS.stateFrozen} facts={<span>Фит</span>} />
        <CabinetCard title="Подписка 21" badge={SUBSCRIPTION_TEXTS.stateActive} tone="success" facts={<span>Баланс</span>}>
          <CabinetCardList>
            <li aria-labelledby="part-title">
              <CabinetCardHead titleId="part-title" level={4} title="Заказ № 1026" badge={ORDER_TEXTS.statusUnformed} />
            </li>
          </CabinetCardList>
        </CabinetCard>
        <CabinetCard title="Подписка 12" badge={SUBSCRIPTION_TEXTS.stateStopped} tone="muted" facts={<span>Баланс</span>} />
      </CabinetCardList>
    </section>
  );
}

const meta = { title: 'Design system/Cabinet card', render: () => <Cards /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const paid = within(canvasElement).getByRole('article', { name: 'Заказ № 1024' });
    await expect(within(paid).getByRole('heading', { level: 3, name: 'Заказ № 1024' })).toBeVisible();
    await expect(within(paid).getByText(ORDER_TEXTS.statusPaid)).toHaveAttribute('data-tone', 'success');
    await expect(within(canvasElement).getByText(ORDER_TEXTS.statusAwaitingPayment)).toHaveAttribute('data-tone', 'danger');
    await expect(within(canvasElement).getByText(SUBSCRIPTION_TEXTS.stateFrozen)).not.toHaveAttribute('data-tone');
    // A card with an id takes the focus (a closed dialog gives it back); the others are not in the tab order.
    const frozen = within(canvasElement).getByRole('article', { name: 'Подписка 24' });
    await expect(frozen).toHaveAttribute('id', 'subscription-7');
    frozen.focus();
    await expect(frozen).toHaveFocus();
    await expect(paid).not.toHaveAttribute('tabindex');
    // A part inside a card: its own heading (level 4) and badge.
    const part = within(canvasElement).getByRole('listitem', { name: 'Заказ № 1026' });
    await expect(within(part).getByRole('heading', { level: 4 })).toHaveTextContent('Заказ № 1026');
    await expect(within(part).getByText(ORDER_TEXTS.statusUnformed)).toBeVisible();
  },
};
