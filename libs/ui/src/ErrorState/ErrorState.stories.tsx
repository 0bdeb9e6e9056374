import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 404,
    title: 'Page not found',
    description: 'Page not found: /catalog/winter-coats',
    action: (
      <Button as="a" href="#home">
        Back to the home page
      </Button>
    ),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = {
  args: {
    status: 500,
    title: 'Something went wrong',
    description: 'We could not load this page. Please try again in a moment.',
  },
};

export const WithoutStatusOrAction: Story = {
  args: {
    status: undefined,
    action: undefined,
    title: 'Your wish list is empty',
    description: 'Tap the heart on any product to keep it here.',
  },
};
