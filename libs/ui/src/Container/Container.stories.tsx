import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Container } from './Container';

const Band = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borderWidths.thick} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <Content>Page content stays within the container width, with side padding.</Content> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Band>
      <Container {...args} />
    </Band>
  ),
};

/** `as` picks the element: here the page's main landmark. */
export const AsMain: Story = {
  render: (args) => (
    <Band>
      <Container as="main" {...args} />
    </Band>
  ),
};
