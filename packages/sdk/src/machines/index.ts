export * from './login/login.machine';
export * from './login/login.connect';
export * from './session/session.machine';
export * from './session/session.connect';
export * from './funnel/funnel.machine';
export * from './funnel/funnel.connect';
export * from './funnel/funnel.payload';
