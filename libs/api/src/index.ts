export * from './generated/endpoints';
export * from './generated/model';
export { shopFetch, configureApiClient, ApiError, ApiBodyError, retryDelay, type ApiClientConfig } from './mutator';
export * from './constants';
export {
  problemMessage,
  problemCodeMessage,
  statusMessage,
  isProblemCode,
  PROBLEM_CODES,
  TRANSLATED_STATUSES,
  type ProblemMessage,
} from './problemMessage';
export { isApiPayload, markApiPayload } from './payload';
