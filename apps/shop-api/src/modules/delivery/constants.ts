import { ProblemCode } from '@shop/api-schemas';

/** Codes of the delivery rules, as `errors` carries them (the contract's `ProblemCode`; the storefront translates them). */
export const DELIVERY_ERRORS = {
  unavailable: ProblemCode.enum['delivery.unavailable'],
  optionRequired: ProblemCode.enum['delivery.option_required'],
  unknownOption: ProblemCode.enum['delivery.unknown_option'],
} as const;
