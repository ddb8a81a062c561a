import { deliveriesFor, MATCHING, matchingRows, promoFor } from '@mealflow/sdk/domain';
import { Illustration } from './Illustrations';
import styles from './LandingBlocks.module.css';

/**
 * The landing's blocks beyond the form (order-funnel §2): the promo loader's offer, matching
 * (goal ↔ lines) and the deliveries map as a list of the city's zones. Plain components that
 * render without data (the build-time HTML has them), from the SDK's storefront rules.
 */

/** The promo loader: the product's current offer, or nothing. */
export function PromoStrip({ businessProduct }: { businessProduct: string }) {
  const promo = promoFor(businessProduct);
  if (!promo) return null;
  return (
    <aside className={styles['promo']} aria-label={promo.title}>
      <Illustration name="container" className={styles['promoArt']} />
      <div>
        <p className={styles['promoTitle']}>{promo.title}</p>
        <p className={styles['promoText']}>{promo.text}</p>
      </div>
    </aside>
  );
}

/** Matching: which lines serve which goal in the city (`matchingRows`: the lines it sells), as a table a screen reader reads row by row. */
export function Matching({ cityId }: { cityId: number }) {
  return (
    <section aria-labelledby="matching-title" className={styles['matching']}>
      <h2 id="matching-title">{MATCHING.title}</h2>
      <table className={styles['matchingTable']}>
        <thead>
          <tr>
            <th scope="col">{MATCHING.goalHeader}</th>
            <th scope="col">{MATCHING.linesHeader}</th>
            <th scope="col">{MATCHING.kcalHeader}</th>
          </tr>
        </thead>
        <tbody>
          {matchingRows(cityId).map((row) => (
            <tr key={row.target}>
              <th scope="row">{row.goal}</th>
              <td>{row.lines.map((line) => line.title).join(', ')}</td>
              <td>{row.kcal}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The deliveries map as an accessible zone list of the active city (no map tiles from outside). */
export function Deliveries({ cityId }: { cityId: number }) {
  const deliveries = deliveriesFor(cityId);
  return (
    <section aria-labelledby="deliveries-title" className={styles['deliveries']}>
      <Illustration name="courier" className={styles['deliveriesArt']} />
      <div>
        <h2 id="deliveries-title">{deliveries.title}</h2>
        {deliveries.zones.length > 0 ? (
          <ul className={styles['zones']} aria-label="Зоны доставки">
            {deliveries.zones.map((zone) => (
              <li key={zone.name} className={styles['zone']}>
                <span className={styles['zoneName']}>{zone.name}</span>
                <span className={styles['zoneTerms']}>{zone.terms}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{deliveries.note}</p>
        )}
        <p className={styles['windows']}>{deliveries.windows}</p>
      </div>
    </section>
  );
}
