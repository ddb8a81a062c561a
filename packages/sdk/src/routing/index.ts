export * from './routes';
export * from './match';
export * from './guards';
export * from './city';
export * from './session-params';
