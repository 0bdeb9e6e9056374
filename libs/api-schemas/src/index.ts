export * from './generated/index.zod';
