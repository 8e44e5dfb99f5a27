export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './headers';
export * from './languages';
export * from './system';
