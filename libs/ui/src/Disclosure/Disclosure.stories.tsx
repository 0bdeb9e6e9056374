import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Delivery and returns',
    children: <p>Free delivery in Finland on orders over 60 €. Unworn items can be returned within 30 days.</p>,
    defaultOpen: false,
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** Several items make an accordion; each toggle sits in a heading. */
export const Accordion: Story = {
  render: () => (
    <div>
      <Disclosure summary="Size and fit" headingLevel={3} defaultOpen>
        <p>True to size. If you are between sizes, choose the larger one.</p>
      </Disclosure>
      <Disclosure summary="Material and care" headingLevel={3}>
        <p>78% recycled polyamide, 22% elastane. Rinse in cold water after swimming.</p>
      </Disclosure>
      <Disclosure summary="Delivery and returns" headingLevel={3}>
        <p>Free delivery in Finland on orders over 60 €.</p>
      </Disclosure>
    </div>
  ),
};
