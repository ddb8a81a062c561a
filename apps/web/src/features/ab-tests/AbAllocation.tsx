import type { abTest } from '@mealflow/sdk/storefront';
import type { ActiveTestsKey, TestsComposition, TestsFlow, VariationOwner } from '@mealflow/sdk/domain';

const FLOW: Record<TestsFlow, string> = { hard: 'сначала мастер меню, затем оплата', easy: 'сразу к оплате' };
const COMPOSITION: Record<TestsComposition, string> = { old: 'прежний порядок блоков', new: 'новый порядок блоков' };
const FLAG: Record<abTest.SecondBrandFlagState, string> = {
  off: 'не нужен (первый бренд)',
  initialising: 'ждём объект метрики',
  set: 'установлен',
  missing: 'объект метрики не появился',
};

const ownerText = (owner: VariationOwner | undefined) => (owner ? `тест ${owner.test}, вариант ${owner.variation}` : 'по умолчанию');

/** The visitor's A/B allocation and the active tests state (for the story and a debug panel). Props only. */
export function AbAllocation({ view }: { view: abTest.AbTestView }) {
  const owner = (key: ActiveTestsKey) => ownerText(view.active.variationActionsDomain[key]);
  return (
    <>
      <Table view={view} />
      <section aria-label="Состояние активных тестов">
        <dl>
          <dt>Оформление «Собрать своё меню»</dt>
          <dd>
            {FLOW[view.active.flow]} ({owner('flow')})
          </dd>
          <dt>Лендинг</dt>
          <dd>
            {COMPOSITION[view.active.composition]} ({owner('composition')})
          </dd>
          <dt>Флаг второго бренда в аналитике</dt>
          <dd>{FLAG[view.secondBrandFlag]}</dd>
        </dl>
      </section>
    </>
  );
}

function Table({ view }: { view: abTest.AbTestView }) {
  return (
    <table>
      <caption>Распределение по A/B-тестам{view.pending ? ' (пересчитывается…)' : ''}</caption>
      <thead>
        <tr>
          <th scope="col">Тест</th>
          <th scope="col">Вариант</th>
          <th scope="col">Идёт</th>
          <th scope="col">GA dimension</th>
          <th scope="col">Cookie, дней</th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.variation || '— (пустой вариант)'}</td>
            <td>{row.running ? 'да' : 'нет'}</td>
            <td>{row.gaDimensionIndex}</td>
            <td>{row.cookieExpirationDays}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
