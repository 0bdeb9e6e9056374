import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Logo } from './Logo';

const HomeLink = styled.a`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
`;

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { title: 'Aalto Swim' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In the header, the logo is the link home and its title says so. */
export const AsHomeLink: Story = {
  args: { title: 'Aalto Swim, home page' },
  render: (args) => (
    <HomeLink href="#home">
      <Logo {...args} />
    </HomeLink>
  ),
};
