// not in the spec: the words of the filters panel and the auto-tips modal.
export const CABINET_ROOT_TEXTS = {
  filtersToggle: 'Фильтры меню',
  filtersPanel: 'Панель фильтров',
  autoTipsTitle: 'Оставлять чаевые автоматически?',
  autoTipsClose: 'Готово',
};
