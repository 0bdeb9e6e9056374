/** Message keys of the delivery rules, as `errors` carries them (the storefront translates them). */
export const DELIVERY_ERRORS = {
  unavailable: 'delivery.unavailable',
  optionRequired: 'delivery.option_required',
  unknownOption: 'delivery.unknown_option',
} as const;
