export * from './routes';
export * from './match';
export * from './guards';
export * from './city';
