import type { Preview } from '@storybook/react-vite';
import { ShopThemeProvider } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ShopThemeProvider>
        <Story />
      </ShopThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
