export { rules, checkValue, isEmpty, latinDigits, type Rule, type FormValues, type CheckMode } from './rules';
export { asyncRules, debounceAsyncRule, type AsyncRule, type EmailLookups } from './asyncRules';
export { apiEmailLookups } from './lookups';
export { fieldValidators, firstProblem } from './fieldValidators';
export { maskPhone, normalizePhone, phoneDigits } from './phone';
export { ruleMessage, defaultMessage, type RuleMessage, type RuleLink } from './messages';
