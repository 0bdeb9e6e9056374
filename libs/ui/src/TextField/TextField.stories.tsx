import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: '8 to 64 characters' } };

export const WithError: Story = { args: { defaultValue: 'anna@', error: 'E-mail is not valid.' } };

export const ReadOnly: Story = { args: { defaultValue: 'anna@example.com', readOnly: true } };
