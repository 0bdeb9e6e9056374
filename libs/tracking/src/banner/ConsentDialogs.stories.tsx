import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { useState } from 'react';
import ConsentDialogs from './ConsentDialogs';
import type { ConsentPromptView } from './ConsentPrompt';

/** The prompt as the page shows it: a saved choice hides it, a reload of the story brings it back. */
function Prompt({ start, failing }: { start: Exclude<ConsentPromptView, 'none'>; failing: boolean }) {
  const [view, setView] = useState<ConsentPromptView>(start);
  const save = async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (failing) throw new Error('The API refused the choice');
  };
  if (view === 'none') return <p>The choice is saved.</p>;
  return <ConsentDialogs view={view} onViewChange={setView} save={save} />;
}

const meta = {
  title: 'Tracking/ConsentBanner',
  component: Prompt,
  decorators: [
    (Story, context) => {
      const locale = context.globals['locale'] === 'ru' ? 'ru' : 'en';
      return (
        <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
          <ShopThemeProvider>
            <p>The page stays readable above the banner.</p>
            <Story />
          </ShopThemeProvider>
        </ShopIntlProvider>
      );
    },
  ],
  args: { start: 'banner', failing: false },
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: fixed over the bottom of the page, without a backdrop. */
export const Banner: Story = {};

/** The settings dialog: a switch per purpose with its explanation, the necessary cookies always on. */
export const Settings: Story = { args: { start: 'settings' } };

/** Saving failed (the API is down): the dialog says so and stays open. */
export const SaveFails: Story = { args: { start: 'settings', failing: true } };
