import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Note to the order', name: 'note', maxLength: 1000 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'The courier reads it at the door' } };

export const WithError: Story = { args: { defaultValue: 'Ring twice', error: 'Note is too long.' } };
