import { RadioCard } from '@shop/ui';
import * as S from '../Checkout.styles';

interface Method {
  id: number;
  name: string;
  description?: string | null;
}

interface MethodChoicesProps<M extends Method> {
  /** The form field the radios set. */
  name: 'delivery_id' | 'payment_id';
  /** The group's accessible name, already translated. */
  label: string;
  methods: readonly M[];
  chosen: number | null;
  /** What a method costs, formatted, when it has a price. */
  price?: (method: M) => string;
  onChoose: (id: number) => void;
}

/** The delivery or payment methods as one group of radio cards. */
export function MethodChoices<M extends Method>({
  name,
  label,
  methods,
  chosen,
  price,
  onChoose,
}: MethodChoicesProps<M>) {
  return (
    <S.Choices role="radiogroup" aria-label={label}>
      {methods.map((method) => (
        <RadioCard
          key={method.id}
          name={name}
          value={method.id}
          title={method.name}
          description={method.description}
          aside={price?.(method)}
          checked={chosen === method.id}
          onChange={() => onChoose(method.id)}
        />
      ))}
    </S.Choices>
  );
}
