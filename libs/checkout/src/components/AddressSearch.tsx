import type { PlaceDetails } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { TextField, useDebouncedValue } from '@shop/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { placeDetails, usePlaceSuggestions } from '../queries';
import * as S from './Checkout.styles';

/** Typing pauses this long before suggestions are asked for. */
const PLACES_DEBOUNCE_MS = 300;

/**
 * Address search: suggestions for what is typed (a town, a postcode, or a street with a town when
 * the shop has Google Places), chosen by click or with the arrow keys and Enter; the choice fills
 * the address fields it knows. A combobox in the ARIA sense.
 */
export function AddressSearch({ countryCode, onPick }: { countryCode: string; onPick: (place: PlaceDetails) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const listId = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const query = useDebouncedValue(input, PLACES_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(query, countryCode);
  const predictions = open ? (suggestions.data?.predictions ?? []) : [];

  const pick = async (placeId: string, description: string) => {
    setOpen(false);
    setInput(description);
    setFailed(false);
    try {
      onPick(await placeDetails(placeId, locale));
    } catch (error) {
      console.warn('checkout: the address could not be looked up', error);
      setFailed(true);
    }
  };

  return (
    <div>
      <TextField
        label={intl.formatMessage({ id: 'checkout.field.addressSearch' })}
        hint={intl.formatMessage({ id: 'checkout.addressSearchHint' })}
        error={failed ? intl.formatMessage({ id: 'checkout.addressSearchFailed' }) : undefined}
        role="combobox"
        aria-expanded={predictions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && predictions.length > 0) {
            event.preventDefault();
            setActive((current) => (current + 1) % predictions.length);
          } else if (event.key === 'ArrowUp' && predictions.length > 0) {
            event.preventDefault();
            setActive((current) => (current <= 0 ? predictions.length - 1 : current - 1));
          } else if (event.key === 'Enter' && active >= 0 && predictions[active]) {
            event.preventDefault();
            const chosen = predictions[active];
            void pick(chosen.place_id, chosen.description);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <S.Suggestions
        id={listId}
        role="listbox"
        hidden={predictions.length === 0}
        aria-label={intl.formatMessage({ id: 'checkout.field.addressSearch' })}
      >
        {predictions.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              void pick(prediction.place_id, prediction.description);
            }}
          >
            {prediction.main_text}
            {prediction.secondary_text && <S.Muted> · {prediction.secondary_text}</S.Muted>}
          </li>
        ))}
      </S.Suggestions>
    </div>
  );
}
