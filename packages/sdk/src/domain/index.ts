export * from './constants';
export * from './cities';
export * from './messages';
export * from './phone';
export * from './money';
export * from './menu';
export * from './pricing';
