import styles from '../../shared/layout/Page.module.css';

/** /404 and any unknown path (personal-cabinet §2.1). */
export default function NotFoundPage() {
  return (
    <section className={styles['page']} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Страница не найдена</h1>
      <p>Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.</p>
      <p>
        <a href="/">На главную</a>
      </p>
    </section>
  );
}
