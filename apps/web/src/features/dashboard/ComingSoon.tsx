import { Link } from 'wouter';
import styles from './Cabinet.module.css';

/** A cabinet section whose screen comes with a later issue: a designed state, never a 404. */
export function ComingSoon({ title, ordersHref }: { title: string; ordersHref: string }) {
  return (
    <section className={`${styles['panel']} ${styles['soon']}`} aria-labelledby="soon-title">
      <h2 id="soon-title">{title}</h2>
      <p>Раздел скоро появится</p>
      <p>
        <Link href={ordersHref}>Вернуться к заказам</Link>
      </p>
    </section>
  );
}
