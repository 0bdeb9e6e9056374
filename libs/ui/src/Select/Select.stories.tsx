import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Country',
    name: 'country_code',
    defaultValue: 'FI',
    children: [
      <option key="FI" value="FI">
        Finland
      </option>,
      <option key="SE" value="SE">
        Sweden
      </option>,
      <option key="EE" value="EE">
        Estonia
      </option>,
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'We deliver to these countries' } };

export const WithError: Story = { args: { label: 'Pickup point', error: 'Choose a pickup point.' } };
