import type { ConfigNode } from '@mealflow/sdk/domain';

/**
 * The marketing configuration of the sandbox (README "Marketing"): one VCP config per brand
 * (`vcp_1` main, `vcp_2` wowfood) whose rules differ by city, device and activity status, so a
 * designer can preview each content variant by changing the city, the viewport or `?force_as=`.
 */
const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The promotion page and the cabinet's strip, by city and activity status. */
const BASE: ConfigNode[] = [
  {
    name: 'promotion',
    rules: [
      { subspaceFilters: { city: ['any'] }, parameters: { activity: 'half-million-mania' } },
      { subspaceFilters: { city: ['20'] }, parameters: { activity: 'grow-team' } },
    ],
    children: [
      {
        name: 'strip',
        rules: [
          {
            subspaceFilters: { activityStatus: ['new', 'unauthorized'] },
            parameters: { text: 'Первый заказ — со скидкой 10% по промокоду из акции', tone: 'accent' },
          },
          {
            subspaceFilters: { activityStatus: ['old', 'freshly_active', 'second_order_active'] },
            parameters: { text: 'Продлите питание по акции и сохраните скидку', tone: 'calm' },
          },
        ],
      },
    ],
  },
  {
    name: 'cabinet',
    rules: [],
    children: [
      {
        name: 'hint',
        rules: [
          { subspaceFilters: { device: ['smartphone'] }, parameters: { text: 'Меню и доставки всегда под рукой — в разделе «Заказы»' } },
          { subspaceFilters: { device: ['desktop'] }, parameters: { text: 'Меню на неделю, доставки и бонусы — в одном кабинете' } },
        ],
      },
    ],
  },
];

const WOWFOOD_BASE: ConfigNode[] = [
  {
    name: 'promotion',
    rules: [{ subspaceFilters: { city: ['any'] }, parameters: { activity: 'grow-team' } }],
    children: [
      {
        name: 'strip',
        rules: [
          {
            subspaceFilters: { city: ['any'] },
            parameters: { text: 'WowFood: команда роста — скидка 10% на первый заказ', tone: 'accent' },
          },
        ],
      },
    ],
  },
];

/** `configs/vcp_{id}.json` at `now`: an active promotion around now and an expired one. */
export function seedVcp(id: number, now: number) {
  const active = { id: 11, start: isoDate(now - 7 * DAY), end: isoDate(now + 21 * DAY) };
  return {
    id,
    global: [{ name: 'promotion', rules: [], children: [{ name: 'faq', rules: [], children: [] }] }],
    base: id === 2 ? WOWFOOD_BASE : BASE,
    promotions: [
      {
        id: 10,
        start: isoDate(now - 60 * DAY),
        end: isoDate(now - 30 * DAY),
        nodes: [
          {
            name: 'promotion',
            rules: [],
            children: [{ name: 'strip', rules: [{ subspaceFilters: {}, parameters: { text: 'Старая акция' } }] }],
          },
        ],
      },
      {
        ...active,
        nodes: [
          {
            name: 'promotion',
            rules: [],
            children: [
              {
                name: 'strip',
                rules: [
                  {
                    subspaceFilters: { device: ['smartphone'] },
                    parameters: { text: 'Только в приложении и на телефоне: 10% на первый заказ' },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    customization: [{ id: 1, start: isoDate(now - 1 * DAY), end: isoDate(now + 14 * DAY) }],
  };
}

/** `configs/vcp_{id}_cmz_{n}.json`: the customisation strip (active in the window above). */
export function seedVcpCustomization(id: number, cmz: number) {
  if (cmz !== 1) return undefined;
  return {
    id: cmz,
    nodes: [
      {
        name: 'cabinet',
        rules: [],
        children: [{ name: 'customization', rules: [{ subspaceFilters: {}, parameters: { enabled: true } }] }],
      },
    ],
    customizationData: { bg: '#FFF3E0', text: 'Соберите своё меню: замените любое блюдо до 19:59 накануне доставки' },
    expireTime: id === 2 ? 0 : 1,
  };
}

/** `marketing/config-preview/{id}`: 101 a promotion, 102 a base config. */
export function seedPreview(id: number) {
  if (id === 101) {
    return {
      id,
      activity_type_id: 2,
      nodes: [
        {
          name: 'promotion',
          rules: [],
          children: [
            {
              name: 'strip',
              rules: [{ subspaceFilters: {}, parameters: { text: 'Предпросмотр: новогодняя акция — 15% на заказ от 12\u00a0дней' } }],
            },
          ],
        },
      ],
    };
  }
  if (id === 102)
    return {
      id,
      activity_type_id: 1,
      nodes: [{ name: 'promotion', rules: [{ subspaceFilters: {}, parameters: { activity: 'grow-team' } }] }],
    };
  return undefined;
}

/** The partner promo list (personal-cabinet §9): 12 dated links, late October to late November 2025. */
const PARTNERS = [
  ['Фитнес-клуб «Движение»', '2025-10-24'],
  ['Йога-студия «Прана»', '2025-10-27'],
  ['Бассейн «Волна»', '2025-10-30'],
  ['Беговой клуб «Темп»', '2025-11-02'],
  ['Сеть аптек «Здоровье»', '2025-11-05'],
  ['Магазин спортпита «Протеин»', '2025-11-08'],
  ['Велопрокат «Педаль»', '2025-11-11'],
  ['Школа плавания «Дельфин»', '2025-11-14'],
  ['Кофейня «Зерно»', '2025-11-17'],
  ['Книжный «Страница»', '2025-11-20'],
  ['Банк «Партнёр»', '2025-11-23'],
  ['Салон «Массаж и спа»', '2025-11-26'],
] as const;

const ACTIVITIES: Record<string, { title: string; description: string; faqCategory: string }> = {
  'half-million-mania': {
    title: 'Полмиллиона полезных ужинов',
    description: 'Закажите рацион на 6 или 12\u00a0дней и получите скидку 10% по промокоду. Скидка действует на рационы «Фит» и «Баланс».',
    faqCategory: 'promotion',
  },
  'grow-team': {
    title: 'Команда роста',
    description: 'Питайтесь вместе с командой: скидка 10% на первый заказ рациона на 6 или 12\u00a0дней.',
    faqCategory: 'promotion',
  },
};

/** `marketing-activity/{name}` (the same answer for `-no-auth`), its window around `now`. */
export function seedActivity(name: string, now: number) {
  const activity = ACTIVITIES[name];
  if (!activity) return undefined;
  return {
    name,
    ...activity,
    startDate: isoDate(now - 7 * DAY),
    endDate: isoDate(now + 21 * DAY),
    offers: [
      {
        title: 'Скидка 10% на рацион',
        text: 'На рационы «Фит» и «Баланс» на 6 или 12\u00a0дней',
        menuTypes: ['fit', 'balance'],
        mealDays: [6, 12],
        percentDiscount: 10,
        promocode: 'HEALTHY10',
      },
    ],
    partners: PARTNERS.map(([title, startDate], index) => ({ title, startDate, url: `https://partners.example.ru/promo/${index + 1}` })),
  };
}

export const FAQ: Record<string, { question: string; answer: string }[]> = {
  promotion: [
    { question: 'Как получить скидку?', answer: 'Активируйте промокод на этой странице и оформите заказ: код подставится при оплате.' },
    { question: 'Можно ли сложить скидки?', answer: 'Нет, к заказу применяется одна скидка — самая выгодная для вас.' },
    { question: 'На какие рационы действует акция?', answer: 'На рационы «Фит» и «Баланс» на 6 или 12\u00a0дней.' },
    { question: 'До какого числа действует акция?', answer: 'Даты акции указаны в начале страницы.' },
  ],
};
