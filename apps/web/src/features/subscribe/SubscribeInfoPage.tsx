import { subscribe } from '@mealflow/sdk/cabinet';
import { SUBSCRIBE_FAQ, SUBSCRIBE_TEXTS as T } from '@mealflow/sdk/domain';
import { buildPath } from '@mealflow/sdk/routing';
import { Link } from 'wouter';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import styles from './Subscribe.module.css';

/** The subscribe flow's result and info pages (personal-cabinet §2.1: /subscribe/success, lead, fail; /thankyou; the FAQ): the SDK's `subscribeInfoPage`. */
export default function SubscribeInfoPage(props: ScreenProps) {
  const screen = useScreenInput(props);
  if (screen.page === 'faq') return <SubscribeFaq />;
  const page = subscribe.subscribeInfoPage(screen.page);
  return (
    <section className={styles['page']} aria-labelledby="subscribe-info">
      <div className={styles['panel']}>
        <h2 id="subscribe-info">{page.title}</h2>
        <p role={page.role}>{page.text}</p>
        <p className={styles['actions']}>
          {page.links.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}

/** /mobile/subscribe/faq: the subscription's rules (§9) as questions and answers. */
function SubscribeFaq() {
  return (
    <section className={styles['page']} aria-labelledby="subscribe-faq">
      <div className={styles['panel']}>
        <h2 id="subscribe-faq">{T.faqTitle}</h2>
        <dl>
          {SUBSCRIBE_FAQ.map((item) => (
            <div key={item.q}>
              <dt>
                <strong>{item.q}</strong>
              </dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link href={buildPath('MobileSubscribe')}>{T.again}</Link>
        </p>
      </div>
    </section>
  );
}
