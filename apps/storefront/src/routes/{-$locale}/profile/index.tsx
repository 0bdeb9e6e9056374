import { createFileRoute } from '@tanstack/react-router';
import { ProfileOverviewTemplate } from '@shop/profile';

/** `/profile`: the account area's start page (the profile pages themselves come later). */
export const Route = createFileRoute('/{-$locale}/profile/')({
  component: ProfileOverviewTemplate,
});
