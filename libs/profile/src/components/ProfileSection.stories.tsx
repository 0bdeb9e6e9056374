import type { Meta, StoryObj } from '@storybook/react-vite';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import { Button } from '@shop/ui';
import { FormOutcome } from './FormOutcome';
import { ProfileSection } from './ProfileSection';

const meta = {
  title: 'Profile/ProfileSection',
  decorators: [
    (Story, context) => (
      <ShopFrame
        queryClient={frozenQueryClient()}
        path="/profile"
        locale={context.globals['locale'] === 'ru' ? 'ru' : 'en'}
      >
        <Story />
      </ShopFrame>
    ),
  ],
  component: ProfileSection,
  args: {
    title: 'E-mail',
    children: (
      <>
        <p>You sign in with anna@example.com.</p>
        <div>
          <Button variant="secondary">Change e-mail</Button>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The danger zone is framed in the danger colour. */
export const Danger: Story = {
  args: { title: 'Delete account', danger: true, children: <p>Deleting your account cannot be undone.</p> },
};

/** A form's outcome under it: the success note, or a problem of the whole form. */
export const WithOutcome: Story = {
  args: {
    title: 'Password',
    children: (
      <>
        <FormOutcome success={{ id: 'profile.password.changed' }} />
        <FormOutcome problem={{ id: 'status_responses.429' }} />
      </>
    ),
  },
};
