import type { bonusShop } from '@mealflow/sdk/cabinet';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import styles from './BonusShop.module.css';
import { LoadFailure } from '../../shared/layout/LoadState';

type Props = { view: bonusShop.BonusShopView & bonusShop.BonusShopHandlers };

/** The purchase confirm: a modal `<dialog>` with the price and the bonuses left; focus starts on 'Отмена'. */
function PurchaseDialog({ view }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const open = view.confirm !== undefined;
  // After the Dialog's own effect (showModal focuses its first control): the safe action takes the focus.
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  const confirm = view.confirm;
  return (
    <Dialog open={open} title={confirm?.title ?? ''} onClose={view.cancelPurchase}>
      {confirm ? (
        <>
          <p>{confirm.priceText}</p>
          <p>{confirm.afterText}</p>
          {confirm.error ? (
            <p role="alert" className={styles['error']}>
              {confirm.error}
            </p>
          ) : null}
          <div className={styles['actions']}>
            <Button ref={cancel} variant="secondary" onClick={view.cancelPurchase} disabled={confirm.busy}>
              {confirm.cancel}
            </Button>
            <Button onClick={view.confirmPurchase} busy={confirm.busy} disabled={confirm.busy}>
              {confirm.confirm}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

function ShopSkeleton({ text }: { text: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {text}
      </p>
      <span className={styles['skeleton']} aria-hidden="true" />
      <ul className={styles['items']} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className={`${styles['skeleton']} ${styles['skeletonCard']}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The bonus shop (personal-cabinet §2.1 bonus, category/{id?}): the bonuses, the categories as links,
 * the items with 'Купить' when the bonuses cover the price (else why not), and the purchase dialog.
 */
export function BonusShop({ view }: Props) {
  const { texts } = view;
  return (
    <section className={styles['panel']} aria-labelledby="bonus-shop-title">
      <h2 id="bonus-shop-title">{texts.title}</h2>
      {view.status === 'loading' ? <ShopSkeleton text={texts.loading} /> : null}
      <LoadFailure view={view} errorTextClass={styles['error']} />
      {view.status === 'ready' ? (
        <>
          <p className={styles['balance']}>{view.balanceText}</p>
          {view.purchasedText ? (
            <p role="status" className={styles['notice']}>
              {view.purchasedText}
            </p>
          ) : null}
          <nav aria-label={texts.categories} className={styles['categoriesNav']}>
            <ul className={styles['categories']}>
              {view.categories.map((category) => (
                <li key={category.id ?? 'all'}>
                  <Link href={category.href} className={styles['category']} aria-current={category.current ? 'page' : undefined}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {view.unknownCategory ? <p>{texts.unknownCategory}</p> : null}
          {view.items.length === 0 && !view.unknownCategory ? <p>{texts.empty}</p> : null}
          {view.items.length > 0 && !view.unknownCategory ? (
            <ul className={styles['items']} aria-label={texts.title}>
              {view.items.map((item) => (
                <li key={item.id}>
                  <article className={styles['item']} aria-labelledby={`bonus-item-${item.id}`}>
                    <h3 id={`bonus-item-${item.id}`}>{item.title}</h3>
                    {item.description ? <p className={styles['muted']}>{item.description}</p> : null}
                    <p className={styles['price']}>{item.priceText}</p>
                    <div className={styles['buy']}>
                      {item.canBuy ? (
                        <Button
                          variant="secondary"
                          disabled={view.busy}
                          onClick={() => view.buy(item.id)}
                          aria-label={`${texts.buy}: ${item.title}`}
                        >
                          {texts.buy}
                        </Button>
                      ) : (
                        <p className={styles['muted']}>{item.shortageText}</p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <PurchaseDialog view={view} />
    </section>
  );
}

/** The gift certificates the client owns (§7 `gift-certificates`): code, meal days, validity. */
export function GiftCertificates({ view }: Props) {
  const texts = view.texts.certificates;
  if (view.status !== 'ready') return null;
  return (
    <section className={styles['panel']} aria-labelledby="gift-certificates-title">
      <h2 id="gift-certificates-title">{texts.title}</h2>
      {view.certificates.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className={styles['certificates']} aria-label={texts.title}>
          {view.certificates.map((certificate) => (
            <li key={certificate.id} className={styles['certificate']}>
              <div>
                <p>{certificate.title}</p>
                <p className={styles['muted']}>
                  {texts.code}: <span className={styles['code']}>{certificate.code}</span>
                </p>
              </div>
              <p className={certificate.active ? undefined : styles['muted']}>{certificate.statusText}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
