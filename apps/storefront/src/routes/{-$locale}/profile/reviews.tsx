import { createFileRoute } from '@tanstack/react-router';
import { ProfileReviewsTemplate, profileReviewsQuery, reviewableProductsQuery } from '@shop/profile';
import { privatePageHead } from '../../../seo';

/** `/profile/reviews`: the products the customer may review and the reviews they wrote (behind the profile's guard). */
export const Route = createFileRoute('/{-$locale}/profile/reviews')({
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(profileReviewsQuery(locale)),
      queryClient.ensureQueryData(reviewableProductsQuery(locale)),
    ]),
  head: ({ params }) => privatePageHead(params.locale === 'ru' ? 'Мои отзывы' : 'My reviews'),
  component: ProfileReviewsTemplate,
});
