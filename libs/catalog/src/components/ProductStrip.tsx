import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '@shop/i18n';
import { productListQuery, type ProductListName } from '../stripQuery';
import { ProductCard } from './ProductCard';
import * as S from './ProductStrip.styles';

export interface ProductStripProps {
  list: Exclude<ProductListName, 'category'>;
  title: string;
}

/** A titled row of product cards (new, sale, best sellers); nothing at all when it is empty. */
export function ProductStrip({ list, title }: ProductStripProps) {
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(productListQuery(list, locale));
  if (data.items.length === 0) return null;
  const id = `strip-${list}`;
  return (
    <S.Section aria-labelledby={id}>
      <S.Title id={id}>{title}</S.Title>
      <S.List>
        {data.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </S.List>
    </S.Section>
  );
}
