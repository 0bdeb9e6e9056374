// The design system's Storybook setup (its Vite plugins), for the profile's stories: a sibling's
// config file, not a library import, hence the path.
import config from '../../ui/.storybook/main.ts';

export default config;
