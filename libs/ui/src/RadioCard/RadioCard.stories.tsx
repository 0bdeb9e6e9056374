import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioCard } from './RadioCard';

const meta = {
  title: 'Components/RadioCard',
  component: RadioCard,
  args: {
    name: 'delivery_id',
    value: '1',
    title: 'Posti home delivery',
    description: 'To your door in 2 to 4 working days',
    aside: '€7.90',
    checked: false,
    onChange: () => undefined,
  },
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithoutPrice: Story = {
  args: { name: 'payment_id', title: 'Card (test gateway)', description: 'Visa or Mastercard', aside: undefined },
};
