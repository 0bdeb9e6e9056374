export * from './generated/index.zod';
export * from './generated/enums';
