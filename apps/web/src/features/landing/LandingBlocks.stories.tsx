import type { Meta, StoryObj } from '@storybook/react-vite';
import { landingBlocks } from '@mealflow/sdk/domain';
import { COOKIES } from '@mealflow/sdk/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { onPhone } from '../../test/phone';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { AppBanner } from '../app-banner';
import { CityBar, staticCityView } from './CityBar';
import CitySelector from './CitySelector';
import { Deliveries, Matching, PromoStrip } from './LandingBlocks';
import { LandingSections } from './LandingSections';

/** The landing's blocks beyond the form (order-funnel §2) and the city selector (personal-cabinet §2.1), axe-checked. */
const meta = { title: 'Storefront/Landing/Blocks' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Promo: Story = {
  render: () => <PromoStrip businessProduct="standard" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Чем дольше, тем выгоднее' })).toHaveTextContent(
      '24 дня — скидка 10%',
    );
  },
};

/** The blocks below the hero in a composition's order (the A/B tests' active state, `landingBlocks`). */
const sectionTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

export const CompositionOld: Story = {
  render: () => <LandingSections order={landingBlocks('old')} cityId={2} />,
  play: async ({ canvasElement }) => {
    await expect(sectionTitles(canvasElement).slice(0, 2)).toEqual(['Выберите цель', 'Как это работает']);
  },
};

export const CompositionNew: Story = {
  render: () => <LandingSections order={landingBlocks('new')} cityId={2} />,
  play: async ({ canvasElement }) => {
    const titles = sectionTitles(canvasElement);
    await expect(titles.slice(0, 2)).toEqual(['Как это работает', 'Выберите цель']);
    // The deliveries map comes after the reviews, just before the last call to action.
    await expect(titles.indexOf('Доставка: Москва')).toBe(titles.length - 2);
  },
};

/** issue 30: every trial card is a link to the trial product (its click remembers the card's goal, which /day then opens on). */
export const TrialCardsAreLinks: Story = {
  render: () => (
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <LandingSections order={['targets']} cityId={1} />
    </Router>
  ),
  play: async ({ canvasElement }) => {
    const targets = within(canvasElement).getByRole('region', { name: 'Выберите цель' });
    for (const name of ['Похудеть', 'Не готовить', 'Оставаться в форме'])
      await expect(within(targets).getByRole('link', { name })).toHaveAttribute('href', '/day');
    await expect(within(targets).getAllByRole('listitem')[1]).toHaveTextContent('Пробный день — 690 ₽');
    await userEvent.click(within(targets).getByRole('link', { name: 'Не готовить' }));
    await expect(document.cookie).toMatch(/(^|; )target=p2(;|$)/);
    document.cookie = 'target=; max-age=0; path=/';
  },
};

/** issue 30: the Minsk landing: its trial prices in roubles of its own, no line Minsk does not sell. */
export const MinskOffer: Story = {
  render: () => <LandingSections order={['targets', 'matching']} cityId={20} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Выберите цель' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Пробный день — 32 руб.',
    );
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Супер фит');
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Пауэр');
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: /Оставаться в форме/ })).toHaveTextContent('Баланс');
  },
};

export const NoPromoForDetox: Story = {
  render: () => (
    <div data-testid="slot">
      <PromoStrip businessProduct="detox" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

export const MatchingTable: Story = {
  render: () => <Matching cityId={2} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('row', { name: /Оставаться в форме/ })).toHaveTextContent('Баланс, Пауэр');
  },
};

export const DeliveriesMoscow: Story = {
  render: () => <Deliveries cityId={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Доставка: Москва' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Зоны доставки' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const DeliveriesMinsk: Story = { render: () => <Deliveries cityId={20} /> };

export const DeliveriesCityWithoutZones: Story = {
  render: () => <Deliveries cityId={7} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Доставляем по городу — точный адрес проверим при оформлении заказа.')).toBeVisible();
  },
};

export const CitySelectorBeforeRuntime: Story = {
  render: () => <CityBar view={staticCityView(1)} disabled />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Город доставки');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('1');
  },
};

export const CitySelectorAsksAndConfirms: Story = {
  render: (_, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
      <CitySelector />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: createStoryRuntime({ path: '/' }) })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Город доставки')).toBeEnabled());
    await expect(canvas.getByText('Ваш город — Москва?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Да, верно' }));
    await waitFor(() => expect(canvas.queryByText('Ваш город — Москва?')).toBeNull());
    const runtime = loaded['runtime'] as ReturnType<typeof createStoryRuntime>;
    await expect(runtime.ports.cookies.get(COOKIES.cityConfirmed)).toBe('2');
  },
};

export const MobileAppBannerOnIos: Story = {
  render: () => (
    <Router hook={memoryLocation({ path: '/day' }).hook}>
      <AppBanner route={{ name: 'TrialProduct', businessProduct: 'day' }} brand="main" os="ios" />
    </Router>
  ),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary', { name: 'Заказывать удобнее в приложении' });
    await expect(within(banner).getByRole('link', { name: 'Скачать приложение' })).toHaveAttribute('href', '/transfland');
    await userEvent.click(within(banner).getByRole('button', { name: 'Спасибо, в другой раз' }));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
    window.localStorage.removeItem('app_banner_dismissed');
  },
};

export const MobileAppBannerHiddenOnIndex: Story = {
  render: () => (
    <div data-testid="slot">
      <AppBanner route={{ name: 'Index', businessProduct: 'standard' }} brand="main" os="ios" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** The landing's blocks on a 390 px phone (the e2e phone project's width): same order, same texts, axe-checked. */
const phone = { globals: onPhone.globals };
export const CompositionNewOnPhone: Story = { ...CompositionNew, ...phone };
export const CompositionOldOnPhone: Story = { ...CompositionOld, ...phone };
export const MatchingTableOnPhone: Story = { ...MatchingTable, ...phone };
