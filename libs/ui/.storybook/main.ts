import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
// Build config shared by the workspace's Vite configs: a root file, not a project, hence the path.
import { styledComponentsPlugin } from '../../../vite.shared.ts';

/** The names of the plugins in a Vite plugin list, nested lists included. */
async function pluginNames(plugins: PluginOption[] | undefined): Promise<string[]> {
  const names: string[] = [];
  for (const option of plugins ?? []) {
    const plugin = await option;
    if (Array.isArray(plugin)) names.push(...(await pluginNames(plugin)));
    else if (plugin && typeof plugin === 'object' && 'name' in plugin) names.push(plugin.name);
  }
  return names;
}

const config: StorybookConfig = {
  // The design system's components, and the feature libraries' own (each story brings its providers).
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../profile/src/**/*.stories.@(ts|tsx)',
    '../../tracking/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's Vite builder starts from libs/ui/vite.config.ts, which already brings
  // @vitejs/plugin-react and the styled-components Babel plugin (@storybook/react-vite itself adds
  // only its docgen plugin). Each is added here only when missing, so neither runs twice: a second
  // styled-components pass would wrap every component's config again and change its class names.
  async viteFinal(viteConfig) {
    const present = await pluginNames(viteConfig.plugins);
    const plugins = [...(viteConfig.plugins ?? [])];
    if (!present.includes('@rolldown/plugin-babel')) plugins.unshift(styledComponentsPlugin());
    if (!present.some((name) => name.startsWith('vite:react'))) {
      const { default: react } = await import('@vitejs/plugin-react');
      plugins.push(react());
    }
    return { ...viteConfig, plugins };
  },
};

export default config;
