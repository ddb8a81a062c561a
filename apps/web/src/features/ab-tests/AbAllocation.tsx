import type { AbTestView } from '@mealflow/sdk';

/** The visitor's A/B allocation as a table (for the story and a debug panel). Props only. */
export function AbAllocation({ view }: { view: AbTestView }) {
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
