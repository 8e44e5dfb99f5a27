export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './headers';
export * from './languages';
export * from './system';
export * from './auth';
export * from './registerRules';
