import type { Preview } from '@storybook/react-vite';
import { GlobalStyle, ShopThemeProvider } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ShopThemeProvider>
        <GlobalStyle />
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
