import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Gift message',
    children: (control) => <input {...control} defaultValue="Happy birthday!" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Printed on the card in the parcel' } };

export const WithError: Story = { args: { error: 'Gift message is too long.' } };
