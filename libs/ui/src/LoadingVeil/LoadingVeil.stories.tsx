import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingVeil } from './LoadingVeil';

const meta = {
  title: 'Components/LoadingVeil',
  component: LoadingVeil,
  args: { label: 'Loading the sign-in form' },
} satisfies Meta<typeof LoadingVeil>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
