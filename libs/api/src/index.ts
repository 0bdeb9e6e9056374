export * from './generated/endpoints';
export * from './generated/model';
export {
  shopFetch,
  configureApiClient,
  ApiError,
  ApiBodyError,
  retryDelay,
  sessionToken,
  type ApiClientConfig,
} from './mutator';
export * from './constants';
export { problemMessage, statusMessage, TRANSLATED_STATUSES, type ProblemMessage } from './problemMessage';
export { problemCodeMessage, isProblemCode, PROBLEM_CODES } from './problemCodes';
export { isApiPayload, markApiPayload } from './payload';
